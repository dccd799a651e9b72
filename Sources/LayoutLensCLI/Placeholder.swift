// Module LayoutLensCLI: placeholder until its issue lands.
