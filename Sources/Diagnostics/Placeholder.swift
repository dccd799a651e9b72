// Module Diagnostics: placeholder until its issue lands.
