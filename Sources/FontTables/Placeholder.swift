// Module FontTables: placeholder until its issue lands.
