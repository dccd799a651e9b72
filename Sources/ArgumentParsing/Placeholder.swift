// Module ArgumentParsing: placeholder until its issue lands.
