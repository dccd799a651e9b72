// Module Snapshots: placeholder until its issue lands.
