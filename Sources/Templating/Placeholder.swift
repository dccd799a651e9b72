// Module Templating: placeholder until its issue lands.
