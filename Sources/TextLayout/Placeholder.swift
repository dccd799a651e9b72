// Module TextLayout: placeholder until its issue lands.
