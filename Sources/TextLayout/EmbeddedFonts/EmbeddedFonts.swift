/// Namespace for the font files compiled into the binary as base64 literals (see
/// scripts/embed-fonts.sh, which writes the other files in this folder from `Fonts/`).
enum EmbeddedFonts {}
