// On disk and in the group, but in no target's Sources phase: not compiled.
struct Unused {}
