// Module SwiftUIReader: placeholder until its issue lands.
