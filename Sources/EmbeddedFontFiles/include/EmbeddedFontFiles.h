#ifndef LAYOUTLENS_EMBEDDED_FONT_FILES_H
#define LAYOUTLENS_EMBEDDED_FONT_FILES_H

/// The bytes of one file compiled into the binary (scripts/embed-fonts.sh writes the arrays from
/// Sources/TextLayout/Fonts/): read-only data of the executable, valid for the whole process.
typedef struct {
    const unsigned char *bytes;
    unsigned long count;
} LayoutLensEmbeddedFile;

/// Inter 3.019 (SIL Open Font License 1.1), the stand-in for SF Pro: see TextLayout's BundledFont.
LayoutLensEmbeddedFile layoutlens_inter_regular(void);
LayoutLensEmbeddedFile layoutlens_inter_semibold(void);
LayoutLensEmbeddedFile layoutlens_inter_bold(void);
/// The licence (OFL.txt) that must travel with the fonts, UTF-8.
LayoutLensEmbeddedFile layoutlens_inter_license(void);

#endif
