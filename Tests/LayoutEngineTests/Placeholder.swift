// Engine tests land next.
