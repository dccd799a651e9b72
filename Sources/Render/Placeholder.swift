// Module Render: placeholder until its issue lands.
