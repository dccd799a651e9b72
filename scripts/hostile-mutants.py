#!/usr/bin/env python3
"""Hostile-input mutation harness (issue 30, "Bad input"). Not a test: a campaign run by hand.

Takes the Swift files of Fixtures/ and the test apps of Tests/ProjectReaderTests/Apps, makes
mutants of them (Swift sources: truncations, byte flips, deleted/duplicated lines, swapped
braces, huge literals, 10 000-deep nesting, 1 MB string literals, invalid UTF-8, NUL bytes,
CRLF, a BOM; projects: a malformed project.pbxproj, Package.swift cycles and duplicate names,
asset catalogs with NaN/huge/negative components, a PNG claiming 100 000 x 100 000 pixels, a
deflate bomb, string catalogs with a 1 MB key or deep nesting, symlink loops, a FIFO as an
asset, unreadable files; round three: names leading out of the project — Contents.json
filenames, UIAppFonts entries, symlinked folders to / or to a canary folder beside the project —
a pbxproj naming one file 10 000 times, an xcstrings of 100 000 keys, PNGs whose IHDR lies,
PDFs with a huge MediaBox, empty, random or lying fonts) and runs `layoutlens frames` and `layoutlens render` on each, under
`timeout`, `/usr/bin/time -v` and `strace` (file-system writes). Findings, by kind:

  signal     the process died of a signal (a trap, a segfault)
  hang       it ran longer than the timeout
  memory     its peak resident set was above the limit (default 1 GB)
  outside    it created, wrote, renamed or deleted a file outside `render --out`
  read-outside  it opened a file or folder outside the project through a name or link in it
             (its real path leaves the project), or anything in the canary folder beside the
             project
  position   it failed, but an error diagnostic has no file:line:col (Swift mutants) or there is
             no `error:` line at all (project mutants)
  accepted   exit status 0 for a Swift mutant `swiftc -parse` rejects

Usage: scripts/hostile-mutants.py --binary PATH [--count N] [--seed S] [--jobs J]
           [--work DIR] [--only KIND,KIND] [--keep]
       scripts/hostile-mutants.py --binary PATH --traps [--work DIR]
  --traps compiles each of TRAP_PROGRAMS (integer overflow, index out of range, nil unwrap,
  division by zero, fatalError, precondition, negative counts, Character(""), duplicate keys, …)
  with swiftc, runs it, and compares its trap message and line with the interpreter's.
Prints one line per finding and a summary; writes DIR/findings.tsv. Exit status 0 when there
are no findings. Needs python3, timeout, /usr/bin/time, strace, swiftc (for the oracle), setpriv
(unreadable files are unreadable only to a user other than root).
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import shutil
import stat
import struct
import subprocess
import sys
import tempfile
import time
import zlib

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(REPOSITORY, "Fixtures")
APPS = os.path.join(REPOSITORY, "Tests", "ProjectReaderTests", "Apps")
PBXPROJ_SEED = os.path.join(REPOSITORY, "scripts", "fuzz", "corpus", "pbxproj", "seed-classic.pbxproj")
MEGABYTE = 1 << 20


# MARK: - Swift source mutations (bytes -> bytes)

def lines_of(data):
    return data.split(b"\n")


def truncate(data, rng):
    return data[: rng.randrange(0, max(1, len(data)))]


def flip_bytes(data, rng):
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if out:
            out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def delete_line(data, rng):
    lines = lines_of(data)
    del lines[rng.randrange(len(lines))]
    return b"\n".join(lines)


def duplicate_line(data, rng):
    lines = lines_of(data)
    index = rng.randrange(len(lines))
    lines.insert(index, lines[index])
    return b"\n".join(lines)


def swap_braces(data, rng):
    opens = [m.start() for m in re.finditer(rb"[{(\[]", data)]
    closes = [m.start() for m in re.finditer(rb"[})\]]", data)]
    if not opens or not closes:
        return data + b"}"
    out = bytearray(data)
    a, b = rng.choice(opens), rng.choice(closes)
    out[a], out[b] = out[b], out[a]
    return bytes(out)


HUGE_LITERALS = [b"9" * 400, b"0x" + b"F" * 200, b"1e99999", b"-" + b"9" * 40, b"0b" + b"1" * 300,
                 b"1" + b"_0" * 5000, b"0.00000000000000000000000000001e-99999"]


def huge_literal(data, rng):
    numbers = [m for m in re.finditer(rb"(?<![A-Za-z_0-9.])\d+(\.\d+)?", data)]
    literal = rng.choice(HUGE_LITERALS)
    if not numbers:
        return data + b"\nlet huge = " + literal + b"\n"
    m = rng.choice(numbers)
    return data[: m.start()] + literal + data[m.end():]


def preview_body_insert(data, snippet):
    """Puts `snippet` as the first statement of the first #Preview's body (else appends a preview)."""
    m = re.search(rb"#Preview[^{]*\{", data)
    if m:
        return data[: m.end()] + b"\n" + snippet + b"\n" + data[m.end():]
    return data + b"\n#Preview {\n" + snippet + b"\n}\n"


DEEP = 10_000
DEEP_SNIPPETS = [
    b"let _ = " + b"(" * DEEP + b"1" + b")" * DEEP,
    b"let _ = " + b"[" * DEEP + b"]" * DEEP,
    b"let _ = " + b"{ " * DEEP + b"}" * DEEP,
    b"let _ = 1" + b" + 1" * DEEP,
    b"let _ = " + b"-" * DEEP + b"1",
    b"let _ = " + b"!" * DEEP + b"true",
    b"let _ = 0" + b".a" * DEEP,
    b"let _ = f" + b"()" * DEEP,
    b"let _ = Optional<" * 1 + b"Optional<" * DEEP + b"Int" + b">" * (DEEP + 1) + b".none",
    b"VStack { " * DEEP + b"Text(\"a\")" + b" }" * DEEP,
    b"if true { " * DEEP + b"}" * DEEP,
    b"let _ = \"\\(" * 2000 + b"1" + b")\"" * 2000,
    b"/* " * DEEP + b"*/" * DEEP,
]


def deep_nesting(data, rng):
    return preview_body_insert(data, rng.choice(DEEP_SNIPPETS))


def megabyte_string(data, rng):
    choice = rng.randrange(5)
    if choice == 0:
        return preview_body_insert(data, b'let big = "' + b"a" * MEGABYTE + b'"\nText(big)')
    if choice == 1:
        return preview_body_insert(data, b'Text("' + b"word " * (MEGABYTE // 5) + b'")')
    if choice == 2:
        return data + b'\nlet big = """\n' + (b"line\n" * (MEGABYTE // 5)) + b'"""\n'
    if choice == 3:
        return preview_body_insert(data, b'Text("' + b"\\u{1F600}" * (MEGABYTE // 9) + b'")')
    return data + b"\nlet " + b"x" * MEGABYTE + b" = 1\n"


def invalid_utf8(data, rng):
    bad = rng.choice([b"\xff", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\xc0\xaf"])
    strings = [m.start() + 1 for m in re.finditer(rb'"[^"\n]*"', data)]
    at = rng.choice(strings) if strings and rng.random() < 0.5 else rng.randrange(len(data) + 1)
    return data[:at] + bad + data[at:]


def nul_bytes(data, rng):
    strings = [m.start() + 1 for m in re.finditer(rb'"[^"\n]*"', data)]
    at = rng.choice(strings) if strings and rng.random() < 0.5 else rng.randrange(len(data) + 1)
    return data[:at] + b"\x00" * rng.randint(1, 3) + data[at:]


def crlf(data, rng):
    choice = rng.randrange(3)
    if choice == 0:
        return data.replace(b"\n", b"\r\n")
    if choice == 1:
        return data.replace(b"\n", b"\r")
    lines = lines_of(data)
    return b"\n".join(line + (b"\r" if rng.random() < 0.5 else b"") for line in lines)


def bom(data, rng):
    choice = rng.randrange(3)
    if choice == 0:
        return b"\xef\xbb\xbf" + data
    if choice == 1:
        return b"\xef\xbb\xbf\xef\xbb\xbf" + data
    return b"\xff\xfe" + data.decode("utf-8", "replace").encode("utf-16-le")


SWIFT_MUTATIONS = {
    "truncate": truncate, "flip": flip_bytes, "delete-line": delete_line, "duplicate-line": duplicate_line,
    "swap-braces": swap_braces, "huge-literal": huge_literal, "deep-nesting": deep_nesting,
    "megabyte-string": megabyte_string, "invalid-utf8": invalid_utf8, "nul": nul_bytes, "crlf": crlf, "bom": bom,
}


# MARK: - Project mutations (folder -> None, changed in place)

def png(width, height, idat=b"", color_type=6):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def files_named(root, predicate):
    found = []
    for folder, _, names in os.walk(root):
        found += [os.path.join(folder, n) for n in names if predicate(n)]
    return sorted(found)


def pick(rng, paths):
    return rng.choice(paths) if paths else None


def write(path, data):
    with open(path, "wb") as handle:
        handle.write(data if isinstance(data, bytes) else data.encode())


def mutate_pbxproj(root, rng):
    path = files_named(root, lambda n: n == "project.pbxproj")[0]
    text = open(path, "rb").read()
    choice = rng.randrange(7)
    if choice == 0:  # an unterminated string
        quotes = [m.start() for m in re.finditer(rb'"', text)]
        at = rng.choice(quotes)
        write(path, text[:at] + text[at + 1:])
        return "pbxproj-unterminated-string"
    if choice == 1:  # a cycle of groups: G1 lists G0, G0 lists G1
        write(path, text.replace(b"children = (F1, F2,", b"children = (G0, F1, F2,"))
        return "pbxproj-group-cycle"
    if choice == 2:  # a group that names itself
        write(path, text.replace(b"children = (F1, F2,", b"children = (G1, F1, F2,"))
        return "pbxproj-self-group"
    if choice == 3:
        write(path, truncate(text, rng))
        return "pbxproj-truncate"
    if choice == 4:
        write(path, flip_bytes(text, rng))
        return "pbxproj-flip"
    if choice == 5:  # a target depending on itself, and a build phase naming a target
        write(path, text.replace(b"target = T2;", b"target = T1;").replace(b"files = (B1, );", b"files = (T1, B1, S1, );"))
        return "pbxproj-self-dependency"
    write(path, text.replace(b"objects = {", b"objects = {" + b"(" * DEEP + b")" * DEEP + b";"))
    return "pbxproj-deep-nesting"


def mutate_package(root, rng):
    manifests = files_named(root, lambda n: n == "Package.swift")
    if not manifests:
        return None
    path = pick(rng, manifests)
    text = open(path).read()
    name = re.search(r'name:\s*"([^"]+)"', text).group(1)
    choice = rng.randrange(4)
    if choice == 0:  # a package that depends on itself
        text = re.sub(r"dependencies:\s*\[", 'dependencies: [\n        .package(path: "."),', text, count=1) \
            if "dependencies: [" in text else text.replace("targets:", 'dependencies: [.package(path: ".")],\n    targets:', 1)
        write(path, text)
        return "package-self-dependency"
    if choice == 1:  # targets depending on each other in a cycle
        text = re.sub(r"targets:\s*\[", 'targets: [\n        .target(name: "CycleA", dependencies: ["CycleB"]),\n'
                      '        .target(name: "CycleB", dependencies: ["CycleA", "%s"]),' % name, text, count=1)
        text = re.sub(r'\.target\(name: "%s"' % re.escape(name), '.target(name: "%s", dependencies: ["CycleA"]' % name, text)
        write(path, text)
        return "package-target-cycle"
    if choice == 2:  # two packages of one name: a copy of this package beside it, the first names the copy
        folder = os.path.dirname(path)
        twin = folder + "Twin"
        shutil.copytree(folder, twin)
        others = [m for m in manifests if m != path]
        target = pick(rng, others) or path
        body = open(target).read()
        rel = os.path.relpath(twin, os.path.dirname(target))
        rel_original = os.path.relpath(folder, os.path.dirname(target))
        extra = '.package(path: "%s"), .package(path: "%s"),' % (rel, rel_original)
        body = body.replace("dependencies: [", "dependencies: [" + extra, 1) if "dependencies: [" in body \
            else body.replace("targets:", "dependencies: [%s],\n    targets:" % extra, 1)
        write(target, body)
        return "package-duplicate-name"
    write(path, truncate(text.encode(), rng))
    return "package-truncate"


def mutate_contents_json(root, rng):
    catalogs = files_named(root, lambda n: n == "Contents.json")
    colors = [c for c in catalogs if ".colorset" in c]
    if colors and rng.random() < 0.6:
        path = rng.choice(colors)
        bad = rng.choice(['"nan"', '"NaN"', '"1e400"', '"-5"', '"-0x40"', '"99999999999999999999"', '"inf"',
                          '1e400', '-1e308', 'NaN', '"0x1FFFFFFFFFFFFFFFF"', '[]', 'null'])
        text = re.sub(r'("(?:red|green|blue|alpha|white)"\s*:\s*)("[^"]*"|[-0-9.e]+)', lambda m: m.group(1) + bad,
                      open(path).read())
        write(path, text)
        return "contents-json-components"
    path = pick(rng, catalogs)
    text = open(path, "rb").read()
    choice = rng.randrange(3)
    if choice == 0:
        write(path, truncate(text, rng))
    elif choice == 1:
        write(path, b"[" * DEEP + b"]" * DEEP)
    else:
        write(path, b'{"images":[' + b'{"idiom":"universal","filename":"../../../../../../etc/passwd","scale":"1e400x"},' * 3
              + b'{"filename":"' + b"a" * MEGABYTE + b'"}],"info":{"version":-1}}')
    return "contents-json-broken"


def mutate_png(root, rng):
    images = files_named(root, lambda n: n.lower().endswith(".png"))
    path = pick(rng, images)
    choice = rng.randrange(4)
    if choice == 0:
        write(path, png(100_000, 100_000))
        return "png-huge-header"
    if choice == 1:  # 1 GB of pixels behind a small deflate stream
        rows = 16_000
        row = b"\x00" + b"\x00" * (rows * 4)
        compressor = zlib.compressobj(9)
        body = b"".join(compressor.compress(row) for _ in range(200)) + compressor.flush()
        write(path, png(rows, rows, body))
        return "png-deflate-bomb"
    if choice == 2:
        write(path, truncate(open(path, "rb").read(), rng))
        return "png-truncate"
    write(path, flip_bytes(open(path, "rb").read(), rng))
    return "png-flip"


def mutate_xcstrings(root, rng):
    catalogs = files_named(root, lambda n: n.endswith(".xcstrings"))
    path = pick(rng, catalogs)
    choice = rng.randrange(4)
    if choice == 0:
        key = "k" * MEGABYTE
        write(path, json.dumps({"sourceLanguage": "en", "strings": {key: {"localizations": {"en": {
            "stringUnit": {"state": "translated", "value": key}}}}}, "version": "1.0"}))
        return "xcstrings-megabyte-key"
    if choice == 1:
        write(path, b'{"sourceLanguage":"en","strings":{"a":' + b'{"localizations":' * DEEP + b"{}" + b"}" * DEEP + b"}}")
        return "xcstrings-deep-nesting"
    if choice == 2:
        write(path, b'{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"variations":{"plural":{"other":'
              + b'{"variations":{"plural":{"other":' * 3000 + b'{"stringUnit":{"value":"x"}}' + b"}}}" * 3000 + b"}}}}}}}")
        return "xcstrings-deep-variations"
    write(path, truncate(open(path, "rb").read(), rng))
    return "xcstrings-truncate"


def mutate_font(root, rng):
    fonts = files_named(root, lambda n: n.lower().endswith((".ttf", ".otf")))
    path = pick(rng, fonts)
    data = open(path, "rb").read()
    write(path, truncate(data, rng) if rng.random() < 0.5 else flip_bytes(data, rng))
    return "font-corrupt"


def mutate_links(root, rng):
    folders = [f for f, _, _ in os.walk(root)]
    folder = rng.choice(folders)
    choice = rng.randrange(4)
    if choice == 0:
        os.symlink(".", os.path.join(folder, "loop"))
        return "symlink-to-self-folder"
    if choice == 1:
        os.symlink("b.swift", os.path.join(folder, "a.swift"))
        os.symlink("a.swift", os.path.join(folder, "b.swift"))
        return "symlink-loop"
    if choice == 2:
        os.symlink("/dev/zero", os.path.join(folder, "Zero.swift"))
        return "symlink-to-device"
    os.symlink(os.path.relpath(root, folder), os.path.join(folder, "up"))
    return "symlink-to-root"


def mutate_fifo(root, rng):
    choice = rng.randrange(3)
    if choice == 0:
        images = files_named(root, lambda n: n.lower().endswith(".png"))
        if images:
            path = rng.choice(images)
            os.remove(path)
            os.mkfifo(path)
            return "fifo-as-image"
    if choice == 1:
        catalogs = files_named(root, lambda n: n == "Contents.json" or n.endswith(".xcstrings"))
        if catalogs:
            path = rng.choice(catalogs)
            os.remove(path)
            os.mkfifo(path)
            return "fifo-as-catalog"
    sources = files_named(root, lambda n: n.endswith(".swift"))
    path = rng.choice(sources)
    os.remove(path)
    os.mkfifo(path)
    return "fifo-as-source"


def mutate_unreadable(root, rng):
    candidates = files_named(root, lambda n: True)
    path = rng.choice(candidates)
    os.chmod(path, 0)
    if rng.random() < 0.3:
        os.chmod(os.path.dirname(path), 0)
    return "unreadable"


# MARK: - Whole-project names that lead out of the project (round three)

def canary_folder(root):
    """A folder beside the project (outside it) holding a Swift file, a font, a PNG and a catalog:
    anything the run opens under it was reached through a name that leaves the project."""
    outside = os.path.join(os.path.dirname(os.path.dirname(root)), "outside")
    if not os.path.isdir(outside):
        os.makedirs(os.path.join(outside, "Assets.xcassets", "Secret.imageset"))
        write(os.path.join(outside, "Secret.swift"), 'import SwiftUI\n#Preview { Text("outside") }\n')
        write(os.path.join(outside, "x.ttf"), b"\x00\x01\x00\x00" + b"\x00" * 60)
        write(os.path.join(outside, "secret.png"), png(1, 1, zlib.compress(b"\x00\x00\x00\x00\x00")))
        write(os.path.join(outside, "Assets.xcassets", "Contents.json"), '{"info":{"version":1}}')
        write(os.path.join(outside, "Assets.xcassets", "Secret.imageset", "Contents.json"),
              '{"images":[{"filename":"../../secret.png","idiom":"universal"}],"info":{"version":1}}')
    return outside


def first_folder_with(root, name):
    found = [f for f, _, names in os.walk(root) if name in names]
    return sorted(found)[0] if found else None


def mutate_escape(root, rng):
    """Names in a project that point out of it: Contents.json, UIAppFonts, symlinked folders."""
    outside = canary_folder(root)
    choice = rng.randrange(6)
    sets = [f for f, _, _ in os.walk(root) if f.endswith(".imageset")]
    if choice == 0 and sets:
        image_set = rng.choice(sets)
        name = rng.choice(["../../etc/passwd", "/etc/passwd", os.path.join(outside, "secret.png"),
                           os.path.relpath(os.path.join(outside, "secret.png"), image_set), "..", "./../x.png"])
        write(os.path.join(image_set, "Contents.json"), json.dumps(
            {"images": [{"filename": name, "idiom": "universal", "scale": "1x"}], "info": {"version": 1}}))
        return "contents-json-names-outside"
    if choice == 1:
        folder = first_folder_with(root, "Info.plist") or root
        relative = os.path.relpath(os.path.join(outside, "x.ttf"), folder)
        write(os.path.join(folder, "Info.plist"),
              '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>UIAppFonts</key><array>'
              '<string>../../x.ttf</string><string>%s</string><string>/etc/passwd</string></array></dict></plist>\n' % relative)
        return "info-plist-fonts-outside"
    if choice == 2:  # a symlinked source folder pointing at the root of the file system
        os.symlink("/", os.path.join(root, rng.choice(["Sources", "Shared", "Linked"])))
        return "symlink-folder-to-root"
    if choice == 3:  # a symlinked folder to a folder outside the project (with Swift, fonts, a catalog)
        os.symlink(outside, os.path.join(root, "Linked"))
        return "symlink-folder-outside"
    if choice == 4:  # symlinked files to files outside
        folder = rng.choice([f for f, _, _ in os.walk(root)])
        os.symlink(os.path.join(outside, "Secret.swift"), os.path.join(folder, "Secret.swift"))
        os.symlink(os.path.join(outside, "x.ttf"), os.path.join(folder, "Linked.ttf"))
        os.symlink("/etc/passwd", os.path.join(folder, "passwd.strings"))
        return "symlink-files-outside"
    catalogs = [f for f, _, _ in os.walk(root) if f.endswith(".xcassets")]
    if catalogs:
        os.symlink(os.path.join(outside, "Assets.xcassets", "Secret.imageset"), os.path.join(rng.choice(catalogs), "Secret.imageset"))
        return "symlink-image-set-outside"
    os.symlink("/etc", os.path.join(root, "Resources.xcassets"))
    return "symlink-catalog-to-etc"


def mutate_large_project(root, rng):
    """Project files large in count rather than bytes."""
    choice = rng.randrange(2)
    if choice == 0:
        xcstrings = files_named(root, lambda n: n.endswith(".xcstrings"))
        path = xcstrings[0] if xcstrings else os.path.join(root, "Localizable.xcstrings")
        write(path, json.dumps({"sourceLanguage": "en", "version": "1.0", "strings": {
            "key %d" % i: {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "value %d" % i}}}}
            for i in range(100_000)}}))
        return "xcstrings-100000-keys"
    manifests = files_named(root, lambda n: n == "project.pbxproj")
    if not manifests:
        return mutate_large_project(root, random.Random(2))  # its first choice is the string catalog
    text = open(manifests[0], "rb").read()
    write(manifests[0], text.replace(b"children = (F1, F2,", b"children = (" + b"F1, " * 10_000 + b"F2,"))
    return "pbxproj-file-10000-times"


def pdf(width, height):
    body = [b"%PDF-1.4\n", b"1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n",
            b"2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n",
            b"3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 " + width + b" " + height + b"] >> endobj\n",
            b"trailer << /Root 1 0 R >>\n%%EOF\n"]
    return b"".join(body)


def mutate_lying_images(root, rng):
    """Image files whose headers lie: a PNG's IHDR, a PDF's MediaBox."""
    sets = [f for f, _, _ in os.walk(root) if f.endswith(".imageset")]
    if not sets:
        catalogs = [f for f, _, _ in os.walk(root) if f.endswith(".xcassets")] or [os.path.join(root, "Assets.xcassets")]
        sets = [os.path.join(catalogs[0], "Hostile.imageset")]
        os.makedirs(sets[0], exist_ok=True)
    image_set = rng.choice(sets)
    choice = rng.randrange(5)
    if choice == 0:  # IHDR says 2 x 2, the data is 64 x 64
        rows = b"".join(b"\x00" + b"\xff" * 256 for _ in range(64))
        data, label = png(2, 2, zlib.compress(rows)), "png-ihdr-smaller-than-data"
    elif choice == 1:  # IHDR says 60 000 x 60 000, the data is one row
        data, label = png(60_000, 60_000, zlib.compress(b"\x00" * 240_001)), "png-ihdr-larger-than-data"
    elif choice == 2:  # IHDR with bit depth 7 and colour type 5 (neither exists), or a zero width
        header = struct.pack(">IIBBBBB", 0 if rng.random() < 0.5 else 4, 4, 7, 5, 0, 0, 0)
        chunk = struct.pack(">I", 13) + b"IHDR" + header + struct.pack(">I", zlib.crc32(b"IHDR" + header) & 0xFFFFFFFF)
        data, label = b"\x89PNG\r\n\x1a\n" + chunk + png(1, 1)[33:], "png-ihdr-impossible"
    elif choice == 3:
        data, label = pdf(b"1e300", b"1e300") if rng.random() < 0.5 else pdf(b"99999999999", b"-99999999999"), "pdf-huge-mediabox"
    else:
        data, label = pdf(b"nan", b"(x)"), "pdf-garbage-mediabox"
    name = "hostile.pdf" if label.startswith("pdf") else "hostile.png"
    write(os.path.join(image_set, name), data)
    write(os.path.join(image_set, "Contents.json"), json.dumps(
        {"images": [{"filename": name, "idiom": "universal"}], "info": {"version": 1},
         "properties": {"preserves-vector-representation": True}}))
    return label


def mutate_garbage_font(root, rng):
    fonts = files_named(root, lambda n: n.lower().endswith((".ttf", ".otf")))
    path = pick(rng, fonts)
    choice = rng.randrange(4)
    data = open(path, "rb").read()
    if choice == 0:
        write(path, b"")
        return "font-empty"
    if choice == 1:
        write(path, data[:12])  # the table directory's header, no tables
        return "font-header-only"
    if choice == 2:
        write(path, bytes(rng.randrange(256) for _ in range(4096)))
        return "font-random-bytes"
    # a table directory claiming 65 535 tables at huge offsets
    write(path, b"\x00\x01\x00\x00\xff\xff" + b"\x00" * 6 + b"cmap\x00\x00\x00\x00\xff\xff\xff\xf0\xff\xff\xff\xff" * 8)
    return "font-lying-directory"


PROJECT_MUTATIONS = {
    "pbxproj": mutate_pbxproj, "package": mutate_package, "contents-json": mutate_contents_json, "png": mutate_png,
    "xcstrings": mutate_xcstrings, "font": mutate_font, "links": mutate_links, "fifo": mutate_fifo,
    "unreadable": mutate_unreadable, "escape": mutate_escape, "large-project": mutate_large_project,
    "lying-images": mutate_lying_images, "garbage-font": mutate_garbage_font,
}

NEEDS = {"pbxproj": "project.pbxproj", "package": "Package.swift", "png": ".png", "xcstrings": ".xcstrings",
         "font": ".ttf", "contents-json": "Contents.json", "garbage-font": ".ttf", "lying-images": "Contents.json"}


# MARK: - The Xcode project the pbxproj mutations start from

def make_xcode_project(folder):
    """An App.xcodeproj (the fuzz seed's) beside the App folder its groups name."""
    os.makedirs(os.path.join(folder, "App.xcodeproj"))
    shutil.copy(PBXPROJ_SEED, os.path.join(folder, "App.xcodeproj", "project.pbxproj"))
    app = os.path.join(folder, "App")
    os.makedirs(os.path.join(app, "Sub"))
    shutil.copy(os.path.join(FIXTURES, "everyday-feed-list.swift"), os.path.join(app, "ContentView.swift"))
    write(os.path.join(app, "Sub", "Model.swift"), "struct Model {}\n")
    write(os.path.join(app, "Info.plist"), '<?xml version="1.0"?><plist version="1.0"><dict/></plist>\n')
    shutil.copytree(os.path.join(APPS, "CoffeeShop", "Resources", "Assets.xcassets"), os.path.join(app, "Assets.xcassets"))
    os.makedirs(os.path.join(app, "de.lproj"))
    write(os.path.join(app, "de.lproj", "Localizable.strings"), '"a" = "b";\n')


# MARK: - Running one input

WRITE_FLAGS = re.compile(r"O_WRONLY|O_RDWR|O_CREAT|O_TRUNC")


def written_paths(trace_file, cwd):
    """Paths a traced process created, wrote, renamed, linked or deleted (successful calls)."""
    paths = []
    try:
        lines = open(trace_file, errors="replace").read().splitlines()
    except OSError:
        return paths
    for line in lines:
        m = re.search(r"\b(openat|open|creat|mkdir|mkdirat|rename|renameat2?|unlink|unlinkat|rmdir|symlink|symlinkat|link|linkat|truncate|chmod|fchmodat)\((.*)\)\s+=\s+(-?\d+)", line)
        if not m or m.group(3).startswith("-"):
            continue
        call, arguments = m.group(1), m.group(2)
        if call in ("open", "openat") and not WRITE_FLAGS.search(arguments):
            continue
        for quoted in re.findall(r'"((?:[^"\\]|\\.)*)"', arguments):
            if call in ("symlink", "symlinkat") and quoted == re.findall(r'"((?:[^"\\]|\\.)*)"', arguments)[0]:
                continue  # a symlink's target is text, not a path written
            paths.append(os.path.normpath(os.path.join(cwd, quoted)))
    return paths


def opened_outside(trace_file, cwd, project):
    """Files and folders a traced process opened (read or write) that lie outside `project` but
    were reached through it (a name or link in the project leading out: its real path leaves the
    project), or that lie in the canary folder beside it."""
    found = []
    try:
        lines = open(trace_file, errors="replace").read().splitlines()
    except OSError:
        return found
    real_project = os.path.realpath(project)
    canary = os.path.join(os.path.dirname(os.path.dirname(project)), "outside")
    for line in lines:
        m = re.search(r"\b(openat|open)\((.*)\)\s+=\s+(-?\d+)", line)
        if not m or m.group(3).startswith("-"):
            continue
        quoted = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2))
        if not quoted:
            continue
        path = os.path.normpath(os.path.join(cwd, quoted[0]))
        real = os.path.realpath(path)
        inside_by_name = path == project or path.startswith(project + "/")
        inside_really = real == real_project or real.startswith(real_project + "/")
        # `/etc/passwd` itself is read by libc for a user's name (setpriv, a home folder): only
        # a read through the project's names counts, as any other outside file.
        if (inside_by_name and not inside_really) or real.startswith(canary + "/") or real == canary:
            found.append(path + (" -> " + real if real != path else ""))
    return found


def run_command(binary, arguments, sandbox, out_folder, timeout, memory_limit, as_nobody, project=None):
    trace = os.path.join(sandbox, "trace-%d.txt" % os.getpid())
    timing = os.path.join(sandbox, "time.txt")
    cwd = os.path.join(sandbox, "cwd")
    environment = dict(os.environ, HOME=os.path.join(sandbox, "home"), TMPDIR=os.path.join(sandbox, "tmp"),
                       SWIFT_BACKTRACE="enable=no")
    command = ["/usr/bin/time", "-v", "-o", timing, "timeout", "-s", "KILL", str(timeout),
               "strace", "-f", "-qq", "-o", trace,
               "-e", "trace=open,openat,creat,mkdir,mkdirat,rename,renameat,renameat2,unlink,unlinkat,rmdir,"
                     "symlink,symlinkat,link,linkat,truncate,chmod,fchmodat"]
    if as_nobody:
        command += ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    command += [binary] + arguments

    def limit():
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (memory_limit * 4, memory_limit * 4))
    started = time.monotonic()
    result = subprocess.run(command, cwd=cwd, env=environment, stdin=subprocess.DEVNULL, capture_output=True,
                            preexec_fn=limit)
    elapsed = time.monotonic() - started
    status = result.returncode
    timing_text = open(timing, errors="replace").read() if os.path.exists(timing) else ""
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", timing_text)
    signal = re.search(r"Command terminated by signal (\d+)", timing_text)
    exit_status = re.search(r"Exit status: (\d+)", timing_text)
    code = int(exit_status.group(1)) if exit_status else status
    outside = [p for p in written_paths(trace, cwd)
               if not (p == out_folder or p.startswith(out_folder + "/")) and not p.startswith("/dev/")]
    read_outside = opened_outside(trace, cwd, project) if project else []
    os.remove(trace) if os.path.exists(trace) else None
    return {
        "status": code, "signal": int(signal.group(1)) if signal else (code - 128 if code > 128 and code != 137 else None),
        "killed": elapsed >= timeout - 0.5, "elapsed": elapsed, "rss": int(rss.group(1)) * 1024 if rss else 0, "outside": outside,
        "read_outside": read_outside,
        "stdout": result.stdout, "stderr": result.stderr,
    }


POSITIONED = re.compile(rb"^[^\n:]+:\d+:\d+: error:", re.M)
POSITIONED_ANY = re.compile(rb"^[^\n:]+:\d+:\d+: (error|warning):", re.M)


def error_diagnostics_from_json(stdout):
    try:
        report = json.loads(stdout)
    except ValueError:
        return None
    return [d for d in report.get("diagnostics", []) if d.get("severity") == "error"]


def judge(kind, command, run, expect_position, swiftc_rejects, memory_limit):
    findings = []
    if run["killed"]:
        findings.append(("hang", "no answer within the timeout"))
    elif run["signal"]:
        findings.append(("signal", "signal %d; %s" % (run["signal"], run["stderr"][-300:].decode(errors="replace").strip())))
    if run["rss"] > memory_limit:
        findings.append(("memory", "peak RSS %d MB" % (run["rss"] // MEGABYTE)))
    if run["outside"]:
        findings.append(("outside", ", ".join(sorted(set(run["outside"]))[:5])))
    if run.get("read_outside"):
        findings.append(("read-outside", ", ".join(sorted(set(run["read_outside"]))[:5])))
    if run["killed"] or run["signal"]:
        return findings
    if run["status"] != 0:
        if command == "frames":
            errors = error_diagnostics_from_json(run["stdout"])
            if errors is None:
                if b"error:" not in run["stderr"]:
                    findings.append(("position", "exit %d without an error line" % run["status"]))
            elif expect_position:
                unplaced = [e for e in errors if not (e.get("file") and e.get("line") and e.get("column"))]
                placed = POSITIONED if swiftc_rejects else POSITIONED_ANY
                if unplaced or (not errors and not placed.search(run["stderr"])):
                    findings.append(("position", "error without file:line:col: %s"
                                     % ((unplaced or [{"message": run["stderr"][-200:].decode(errors="replace")}])[0].get("message"))))
        else:
            # A file swiftc accepts may fail for a reason of its own (no preview: a usage error,
            # exit 2); then a positioned warning says where. A rejected file needs a positioned error.
            placed = POSITIONED if swiftc_rejects else POSITIONED_ANY
            if expect_position and not placed.search(run["stderr"]):
                findings.append(("position", "no file:line:col error: %s" % run["stderr"][-200:].decode(errors="replace").strip()))
            elif not expect_position and b"error:" not in run["stderr"]:
                findings.append(("position", "exit %d without an error line" % run["status"]))
    elif swiftc_rejects:
        findings.append(("accepted", "exit 0, swiftc -parse rejects: %s" % swiftc_rejects))
    return findings


def swiftc_rejection(path):
    try:
        result = subprocess.run(["swiftc", "-parse", path], capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        # swiftc itself can take minutes on a 10 000-deep nesting: no verdict, not a finding.
        return None
    if result.returncode == 0:
        return None
    first = re.search(rb"error: (.*)", result.stderr)
    return first.group(1).decode(errors="replace")[:120] if first else "rejected"


def run_mutant(job):
    (index, kind, source, seed, binary, work, timeout, memory_limit, keep) = job
    rng = random.Random(seed)
    sandbox = os.path.join(work, "m%05d" % index)
    for sub in ("in", "out", "home", "tmp", "cwd"):
        os.makedirs(os.path.join(sandbox, sub))
    as_nobody = False
    if kind in SWIFT_MUTATIONS:
        data = open(source, "rb").read()
        mutant = SWIFT_MUTATIONS[kind](data, rng)
        target = os.path.join(sandbox, "in", os.path.basename(source))
        write(target, mutant)
        label = kind
        rejects = swiftc_rejection(target)
        expect_position = True
    else:
        target = os.path.join(sandbox, "in", os.path.basename(source))
        if source == "xcode":
            make_xcode_project(target)
        else:
            shutil.copytree(source, target, symlinks=True)
        label = PROJECT_MUTATIONS[kind](target, rng) or kind
        rejects = None
        expect_position = False
        as_nobody = label == "unreadable"
    if as_nobody:
        for folder, names, files in os.walk(sandbox):
            for name in names + files + [""]:
                path = os.path.join(folder, name)
                if not os.path.islink(path) and os.stat(path).st_mode & 0o777:
                    os.chmod(path, os.stat(path).st_mode | 0o777 if os.path.isdir(path) else os.stat(path).st_mode | 0o666)
        os.chmod(sandbox, 0o777)
    out = os.path.join(sandbox, "out", "site")
    results = []
    for command, arguments in (("frames", ["frames", target, "--format", "json"]),
                               ("render", ["render", target, "--out", out])):
        run = run_command(binary, arguments, sandbox, out, timeout, memory_limit, as_nobody,
                          project=target if os.path.isdir(target) else os.path.dirname(target))
        for finding_kind, detail in judge(kind, command, run, expect_position, rejects, memory_limit):
            results.append((finding_kind, label, command, os.path.relpath(source, REPOSITORY) if source != "xcode" else "xcode",
                            index, seed, detail.replace("\t", " ").replace("\n", " ")))
    if not keep and not results:
        for folder, names, _ in os.walk(sandbox):
            for name in names:
                try:
                    os.chmod(os.path.join(folder, name), 0o755)
                except OSError:
                    pass
        shutil.rmtree(sandbox, ignore_errors=True)
    return index, label, results


def sources_for(kind):
    if kind in SWIFT_MUTATIONS:
        return sorted(os.path.join(FIXTURES, n) for n in os.listdir(FIXTURES) if n.endswith(".swift"))
    apps = [os.path.join(APPS, n) for n in sorted(os.listdir(APPS))] + ["xcode"]
    need = NEEDS.get(kind)
    if kind == "pbxproj":
        return ["xcode"]
    if need:
        return [a for a in apps if a != "xcode" and files_named(a, lambda n: n == need or n.lower().endswith(need))]
    return apps


# MARK: - Traps: the interpreter's message against a compiled program's

# name -> the body of `func run()`, each trapping on its last line.
TRAP_PROGRAMS = {
    "add-overflow": "func f(_ a: Int) -> Int { a + 1 }\nprint(f(Int.max))",
    "multiply-overflow": "func m(_ a: Int) -> Int { a * 2 }\nprint(m(Int.max))",
    "negate-overflow": "func n(_ a: Int) -> Int { -a }\nprint(n(Int.min))",
    "divide-overflow": "func q(_ a: Int, _ b: Int) -> Int { a / b }\nprint(q(Int.min, -1))",
    "remainder-overflow": "func r(_ a: Int, _ b: Int) -> Int { a % b }\nprint(r(Int.min, -1))",
    "division-by-zero": "func d(_ a: Int, _ b: Int) -> Int { a / b }\nprint(d(1, 0))",
    "remainder-by-zero": "func r(_ a: Int, _ b: Int) -> Int { a % b }\nprint(r(1, 0))",
    "index-out-of-range": "let a = [1, 2, 3]\nlet i = a.count\nprint(a[i])",
    "slice-out-of-range": "let a = [1, 2, 3]\nprint(a[1..<5])",
    "force-unwrap-nil": "let s: String? = nil\nprint(s!)",
    "fatal-error": "fatalError(\"boom\")",
    "precondition": "let n = 3\nprecondition(n < 2, \"n too big\")",
    "precondition-failure": "preconditionFailure(\"pf\")",
    "assert": "let n = 3\nassert(n < 2, \"assert n\")",
    "negative-array-count": "let n = -1\nlet a = Array(repeating: 0, count: n)\nprint(a)",
    "character-from-empty-string": "let s = \"\"\nlet c = Character(s)\nprint(c)",
    "character-from-two-characters": "let s = \"ab\"\nlet c = Character(s)\nprint(c)",
    "duplicate-keys": "let pairs = [(\"a\", 1), (\"a\", 2)]\nlet d = Dictionary(uniqueKeysWithValues: pairs)\nprint(d)",
    "nan-to-int": "let d = Double.nan\nlet i = Int(d)\nprint(i)",
    "int8-too-big": "let x = 300\nlet y = Int8(x)\nprint(y)",
    "negative-to-uint": "let x = -1\nlet y = UInt(x)\nprint(y)",
    "reversed-range": "let lo = 5\nlet r = lo..<1\nprint(r)",
    "remove-first-of-empty": "var a: [Int] = []\na.removeFirst()",
    "remove-last-of-empty": "var a: [Int] = []\na.removeLast()",
    "string-index-past-end": "let s = \"abc\"\nlet i = s.index(s.startIndex, offsetBy: 10)\nprint(s[i])",
    "random-in-empty-range": "let r = Int.random(in: 1..<1)\nprint(r)",
    "implicitly-unwrapped-nil": "var s: String! = nil\nprint(s.count)",
    # Round four (2026-11-30): every kind in the brief of issue 30's fourth round.
    "subtract-overflow": "func s(_ a: Int) -> Int { a - 1 }\nprint(s(Int.min))",
    "add-assign-overflow": "func f(_ a: inout Int) { a += 1 }\nvar a = Int.max\nf(&a)",
    "multiply-assign-overflow": "func f(_ a: inout Int) { a *= 2 }\nvar a = Int.max\nf(&a)",
    "uint-underflow": "func s(_ a: UInt, _ b: UInt) -> UInt { a - b }\nprint(s(0, 1))",
    "int8-overflow": "func f(_ a: inout Int8) { a += 1 }\nvar a: Int8 = 127\nf(&a)",
    "abs-of-min": "let m = Int.min\nprint(abs(m))",
    "divide-min-by-minus-one-assign": "func f(_ a: inout Int, _ b: Int) { a /= b }\nvar a = Int.min\nf(&a, -1)",
    "remainder-by-zero-assign": "func f(_ a: inout Int, _ b: Int) { a %= b }\nvar a = 7\nf(&a, 0)",
    "index-assign-out-of-range": "var a = [1, 2, 3]\na[3] = 4\nprint(a)",
    "negative-index": "let a = [1, 2, 3]\nlet i = -1\nprint(a[i])",
    "remove-at-out-of-range": "var a = [1, 2, 3]\na.remove(at: 3)",
    "insert-at-out-of-range": "var a = [1, 2, 3]\na.insert(0, at: 5)",
    "remove-first-too-many": "var a = [1, 2, 3]\na.removeFirst(4)",
    "remove-last-too-many": "var a = [1, 2, 3]\na.removeLast(4)",
    "swap-at-out-of-range": "var a = [1, 2, 3]\na.swapAt(0, 3)",
    "first-of-empty-unwrapped": "let a: [Int] = []\nprint(a.first!)",
    "dictionary-value-unwrapped": "let d = [\"a\": 1]\nprint(d[\"b\"]!)",
    "int-parse-unwrapped": "let s = \"x\"\nprint(Int(s)!)",
    "prefix-negative": "let a = [1, 2, 3]\nprint(a.prefix(-1))",
    "drop-first-negative": "let a = [1, 2, 3]\nprint(a.dropFirst(-1))",
    "string-index-at-end": "let s = \"abc\"\nprint(s[s.endIndex])",
    "string-index-after-end": "let s = \"abc\"\nlet i = s.index(after: s.endIndex)\nprint(i)",
    "string-index-before-start": "let s = \"abc\"\nlet i = s.index(before: s.startIndex)\nprint(i)",
    "string-remove-first-empty": "var s = \"\"\ns.removeFirst()",
    "string-negative-repeat": "let n = -1\nprint(String(repeating: \"x\", count: n))",
    "stride-by-zero": "let step = 0\nfor i in stride(from: 0, to: 10, by: step) { print(i) }",
    "stride-through-by-zero": "let step = 0.0\nfor x in stride(from: 0.0, through: 1.0, by: step) { print(x) }",
    "closed-range-reversed": "let lo = 5\nlet r = lo...1\nprint(r)",
    "range-reversed-in-for": "let hi = 1\nfor i in 5...hi { print(i) }",
    "infinity-to-int": "let d = Double.infinity\nprint(Int(d))",
    "huge-double-to-int": "func f(_ d: Double) -> Int { Int(d) }\nprint(f(1e300))",
    "try-bang": "struct E: Error {}\nfunc t() throws -> Int { throw E() }\nprint(try! t())",
    "forced-cast": "let a: Any = 1\nprint(a as! String)",
    "random-element-of-empty": "let a: [Int] = []\nprint(a.randomElement()!)",
    "random-in-reversed-closed": "let lo = 1\nprint(Int.random(in: lo...0))",
    "precondition-no-message": "let n = 3\nprecondition(n < 2)",
    "assertion-failure": "assertionFailure(\"af\")",
    "fatal-error-no-message": "fatalError()",
    "repeat-element-negative": "let n = -2\nprint(Array(repeatElement(1, count: n)))",
    "min-of-empty-unwrapped": "let a: [Int] = []\nprint(a.min()!)",
    "unicode-scalar-unwrapped": "let v: UInt32 = 0xD800\nprint(Unicode.Scalar(v)!)",
    "array-slice-reversed": "let a = [1, 2, 3]\nlet lo = 2\nprint(a[lo..<1])",
    "string-prefix-negative": "let s = \"abc\"\nprint(s.prefix(-1))",
    "shift-overflow-multiply": "let a = 1 << 62\nprint(a * 4)",
}

def normalised_trap(message):
    message = re.sub(r" \(0x[0-9a-f]+\)", "", message or "")
    message = re.sub(r"\(unknown context at \$[0-9a-f]+\)\.", "", message)
    return re.sub(r"'Swift\.", "'", message).rstrip(".")


def check_traps(binary, work):
    """Each program compiled with swiftc (-Onone) and run, against `layoutlens frames` on the same
    code in a preview; prints one line per program; returns the number of mismatches."""
    os.makedirs(work, exist_ok=True)
    mismatches = 0
    for name, body in TRAP_PROGRAMS.items():
        compiled = os.path.join(work, name + ".swift")
        write(compiled, "// " + name + "\nfunc run() {\n" + body + "\n}\nrun()\n")
        executable = compiled[:-6]
        build = subprocess.run(["swiftc", "-Onone", "-g", compiled, "-o", executable], capture_output=True)
        if build.returncode != 0:
            print("%-32s swiftc rejects it" % name)
            continue
        run = subprocess.run([executable], capture_output=True, env=dict(os.environ, SWIFT_BACKTRACE="enable=yes,interactive=no"))
        text = (run.stdout + run.stderr).decode(errors="replace")
        expected = expected_line = None
        for line in text.splitlines():
            m = re.search(r"^(\S+):(\d+): ((Fatal error|Precondition failed|Assertion failed).*)$", line)
            if m:
                expected = m.group(3)
                if m.group(1).endswith(os.path.basename(compiled)):
                    expected_line = int(m.group(2))  # the program's own fatalError, precondition, …
                break
        # A trap without a message of its own (`ud2` for overflow): the backtracer names it
        # from the debug info, "*** Swift runtime failure: arithmetic overflow ***".
        runtime = re.search(r"\*\*\* (Swift runtime failure: [^*]+?) \*\*\*", text)
        if expected is None and runtime:
            expected = runtime.group(1)
        cast = re.search(r"^(Could not cast value of type .*)$", text, re.M)  # printed without "Fatal error"
        if expected is None and cast:
            expected = cast.group(1)
        # The trap's line: the backtrace's first frame in the program (debug info, `-g`).
        frame = re.search(re.escape(compiled) + r":(\d+):\d+", text)
        if expected_line is None and frame:
            expected_line = int(frame.group(1))
        previewed = os.path.join(work, name + "-preview.swift")
        write(previewed, "import SwiftUI\nfunc run() {\n" + body + "\n}\n#Preview { let _ = run(); Text(\"a\") }\n")
        ours = subprocess.run([binary, "frames", previewed, "--format", "json"], capture_output=True, timeout=60)
        errors = error_diagnostics_from_json(ours.stdout) or []
        got = errors[0] if errors else None
        # Swift names types with their module and addresses (`'Swift.Int' (0x7f…)`, a local
        # type's `(unknown context at $55…)`), which no run reproduces; a trap inside the
        # optimised standard library (`abs(Int.min)`) has no message at all: any error at the line.
        same = got is not None and got.get("line") == expected_line and (
            expected is None or normalised_trap(got.get("message")) == normalised_trap(expected))
        mismatches += 0 if same else 1
        print("%-32s %s swift: %s:%s | layoutlens: %s" % (name, "same" if same else "DIFFERS", expected_line, expected,
              "%s:%s %s" % (got.get("line"), got.get("column"), got.get("message")) if got else "no error (exit %d)" % ours.returncode))
    print("hostile-mutants --traps: %d programs, %d differ from swiftc" % (len(TRAP_PROGRAMS), mismatches))
    return mismatches


# MARK: - Hazards: user code a compiled preview would trap, hang or exhaust memory on

# name -> (the file after `import SwiftUI`, what LayoutLens must say: (severity, id, line) or None
# for "nothing" (a tuple of lines: any of them), where line counts from the file's first line, `import SwiftUI`). Each is bounded:
# no signal, no hang (CPU seconds and wall clock), peak memory under the limit, and the expected
# diagnostic at its line (an error means a non-zero exit, a warning exit 0).
HAZARD_PROGRAMS = {
    # Unbounded recursion: Swift overflows its stack (a crash); LayoutLens stops at a limit.
    "recursion-function": ("func down(_ n: Int) -> Int {\n    down(n + 1)\n}\n#Preview { Text(\"\\(down(0))\") }",
                           ("error", "limit.recursion", 3)),
    "recursion-mutual": ("func a(_ n: Int) -> Int { b(n) + 1 }\nfunc b(_ n: Int) -> Int { a(n) + 1 }\n#Preview { Text(\"\\(a(0))\") }",
                         ("error", "limit.recursion", (2, 3))),
    "recursion-computed-property": ("struct Loop {\n    var value: Int { value + 1 }\n}\n#Preview { Text(\"\\(Loop().value)\") }",
                                    ("error", "limit.recursion", 3)),
    "recursion-init": ("struct Node {\n    let next: Int\n    init() {\n        let other = Node()\n        next = other.next\n    }\n}\n"
                       "#Preview { Text(\"\\(Node().next)\") }", ("error", "limit.recursion", 5)),
    "recursion-closure": ("func go() -> Int {\n    let f: () -> Int = { go() }\n    return f()\n}\n#Preview { Text(\"\\(go())\") }",
                          ("error", "limit.recursion", 3)),
    "recursion-through-map": ("func go(_ n: Int) -> [Int] {\n    [n].flatMap { go($0 + 1) }\n}\n#Preview { Text(\"\\(go(0).count)\") }",
                              ("error", "limit.recursion", 3)),
    "recursion-comparable": ("struct Item: Comparable {\n    let v: Int\n    static func < (a: Item, b: Item) -> Bool { a < b }\n}\n"
                             "#Preview { Text(\"\\([Item(v: 2), Item(v: 1)].sorted().count)\") }", ("error", "limit.recursion", 4)),
    "recursion-description": ("struct Item: CustomStringConvertible {\n    var description: String { \"\\(self)\" }\n}\n"
                              "#Preview { Text(\"\\(Item().description)\") }", ("error", "limit.recursion", 3)),
    "recursion-subscript": ("struct Deep {\n    subscript(i: Int) -> Int { self[i + 1] }\n}\n#Preview { Text(\"\\(Deep()[0])\") }",
                            ("error", "limit.recursion", 3)),
    "recursion-didset": ("final class Box {\n    var v = 0 { didSet { v += 1 } }\n}\nfunc poke() -> Int { let b = Box(); b.v = 1; return b.v }\n"
                         "#Preview { Text(\"\\(poke())\") }", ("error", "limit.recursion", 3)),
    "recursion-view-body": ("struct Forever: View {\n    var n: Int\n    var body: some View { VStack { Text(\"\\(n)\"); Forever(n: n + 1) } }\n}\n"
                            "#Preview { Forever(n: 0) }", ("error", "viewsTooDeep", 4)),
    "recursion-view-modifier": ("struct Twice: ViewModifier {\n    func body(content: Content) -> some View { content.modifier(Twice()) }\n}\n"
                                "#Preview { Text(\"a\").modifier(Twice()) }", ("error", "recursiveView", 3)),
    "duplicate-foreach-ids": ("#Preview {\n    VStack {\n        ForEach([1, 1, 2], id: \\.self) { n in\n            Text(\"\\(n)\")\n        }\n    }\n}",
                              ("warning", "duplicateForEachID", 4)),
    "duplicate-identifiable-ids": ("struct Row: Identifiable {\n    let id: String\n}\n#Preview {\n    List {\n"
                                   "        ForEach([Row(id: \"a\"), Row(id: \"a\")]) { row in\n            Text(row.id)\n        }\n    }\n}",
                                   ("warning", "duplicateForEachID", 7)),
    # Resource exhaustion.
    "array-of-2-to-the-40": ("func make() -> Int {\n    let a = Array(repeating: 0, count: 1 << 40)\n    return a.count\n}\n#Preview { Text(\"\\(make())\") }",
                             ("error", "limit.allocations", 3)),
    "string-of-int-max": ("func make() -> Int {\n    let s = String(repeating: \"x\", count: Int.max)\n    return s.count\n}\n#Preview { Text(\"\\(make())\") }",
                          ("error", "limit.allocations", 3)),
    "while-true-in-init": ("struct Spin: View {\n    init() {\n        while true {}\n    }\n    var body: some View { Text(\"a\") }\n}\n#Preview { Spin() }",
                           ("error", "limit.steps", 4)),
    "ten-million-views": ("struct Grid: View {\n    var body: some View {\n        VStack {\n            ForEach(0..<1000, id: \\.self) { i in\n"
                          "                ForEach(0..<1000, id: \\.self) { j in\n                    ForEach(0..<10, id: \\.self) { k in\n"
                          "                        Text(\"\\(i) \\(j) \\(k)\")\n                    }\n                }\n            }\n        }\n    }\n}\n#Preview { Grid() }",
                          ("error", "limit.steps", 8)),
    "string-doubling": ("func grow() -> Int {\n    var s = \"x\"\n    for _ in 0..<64 {\n        s += s\n    }\n    return s.count\n}\n#Preview { Text(\"\\(grow())\") }",
                        ("error", "limit.allocations", 5)),
    "string-append-forever": ("func make() -> Int {\n    var s = \"\"\n    while true {\n        s.append(contentsOf: \"abcdefgh\")\n    }\n    return s.count\n}\n"
                              "#Preview { Text(\"\\(make())\") }", ("error", "limit.allocations", 5)),
    "string-remove-first-loop": ("func make() -> Int {\n    var s = String(repeating: \"x\", count: 50_000)\n    var n = 0\n    while !s.isEmpty {\n"
                                 "        s.removeFirst()\n        n += 1\n    }\n    return n\n}\n#Preview { Text(\"\\(make())\") }", None),
    "frame-1e300": ("#Preview { Text(\"a\").frame(width: 1e300, height: 1e300) }", ("error", "numberOutOfRange", 2)),
    "frame-infinity": ("#Preview { Text(\"a\").frame(width: .infinity, height: .infinity) }", ("warning", "droppedFrameDimension", 2)),
    "frame-nan": ("#Preview { Text(\"a\").frame(width: .nan, height: 10) }", ("warning", "droppedFrameDimension", 2)),
    "frame-negative": ("#Preview { Text(\"a\").frame(width: -10, height: -5) }", ("warning", "droppedFrameDimension", 2)),
    "padding-infinity": ("#Preview { Text(\"a\").padding(.infinity) }", ("error", "nonFiniteArgument", 2)),
    "padding-nan": ("#Preview { Text(\"a\").padding(.nan) }", ("error", "nonFiniteArgument", 2)),
    "offset-infinity-nan": ("#Preview { Text(\"a\").offset(x: .infinity, y: .nan) }", ("error", "nonFiniteArgument", 2)),
    "position-infinity": ("#Preview { Text(\"a\").position(x: .infinity, y: 1e300) }", ("error", "nonFiniteArgument", 2)),
    "scale-zero": ("#Preview { Text(\"a\").scaleEffect(0) }", None),
    "scale-infinity": ("#Preview { Text(\"a\").scaleEffect(.infinity) }", ("error", "nonFiniteArgument", 2)),
    "scale-nan": ("#Preview { Text(\"a\").scaleEffect(x: -1, y: .nan) }", ("error", "nonFiniteArgument", 2)),
    "rotation-infinity": ("#Preview { Text(\"a\").rotationEffect(.degrees(.infinity)) }", ("error", "nonFiniteArgument", 2)),
    "shadow-radius-huge": ("#Preview { Text(\"a\").shadow(radius: 1e300) }", ("error", "numberOutOfRange", 2)),
    # `blur` is drawing-only and not drawn: its arguments are not read (ModifierCatalogue.renderOnly).
    "blur-infinity": ("#Preview { Text(\"a\").blur(radius: .infinity) }", None),
    "spacing-infinity": ("#Preview { VStack(spacing: .infinity) { Text(\"a\"); Text(\"b\") } }", ("error", "nonFiniteArgument", 2)),
    "font-size-nan": ("#Preview { Text(\"a\").font(.system(size: .nan)) }", ("error", "nonFiniteArgument", 2)),
    # Round five (hostile11, 2026-11-30): the brief's own generators.
    "while-true-in-body": ("struct Spin: View {\n    var body: some View {\n        let _ = { while true {} }()\n        Text(\"a\")\n    }\n}\n#Preview { Spin() }",
                           ("error", "limit.steps", 4)),
    "foreach-to-int-max": ("#Preview {\n    List {\n        ForEach(0..<Int.max, id: \\.self) { i in Text(\"\\(i)\") }\n    }\n}",
                           ("error", "limit.allocations", 4)),
    "dictionary-grows-forever": ("func make() -> Int {\n    var d: [Int: Int] = [:]\n    var i = 0\n    while true {\n        d[i] = i\n        i += 1\n    }\n    return d.count\n}\n"
                                 "#Preview { Text(\"\\(make())\") }", ("error", "limit.steps", (6, 7))),
    "indirect-enum-tree-2-to-the-40": ("indirect enum Tree { case leaf; case node(Tree, Tree) }\nfunc build(_ d: Int) -> Tree { d == 0 ? .leaf : .node(build(d - 1), build(d - 1)) }\n"
                                       "#Preview { Text(\"\\(build(40))\") }", ("error", "limit.steps", 3)),
    "generic-wrapping-5000-deep": ("struct W<T> { var t: T }\nfunc wrap<T>(_ t: T, _ n: Int) -> Any { n == 0 ? t : wrap(W(t: t), n - 1) }\n"
                                   "#Preview { Text(\"\\(String(describing: wrap(1, 5000)).count)\") }", ("error", "limit.recursion", 3)),
    "deep-binary-view-tree": ("struct N: View {\n    let depth: Int\n    var body: some View {\n"
                              "        if depth > 0 { HStack { N(depth: depth - 1); N(depth: depth - 1) } } else { Text(\"x\") }\n    }\n}\n"
                              "#Preview { N(depth: 30) }", ("error", "tooManyViews", 5)),
}


def cpu_seconds(timing_text):
    user = re.search(r"User time \(seconds\): ([\d.]+)", timing_text)
    system = re.search(r"System time \(seconds\): ([\d.]+)", timing_text)
    return (float(user.group(1)) if user else 0) + (float(system.group(1)) if system else 0)


def check_hazards(binary, work, timeout, cpu_limit, memory_limit, only):
    """Each of HAZARD_PROGRAMS under `frames --format json` and `render --out`: prints one line per
    program and command; returns the findings, (kind, name, command, detail)."""
    os.makedirs(work, exist_ok=True)
    findings = []
    for name, (body, expected) in HAZARD_PROGRAMS.items():
        if only and name not in only:
            continue
        folder = os.path.join(work, name)
        for sub in ("in", "out", "home", "tmp", "cwd"):
            os.makedirs(os.path.join(folder, sub), exist_ok=True)
        source = os.path.join(folder, "in", name + ".swift")
        write(source, "import SwiftUI\n" + body + "\n")
        out = os.path.join(folder, "out", "site")
        for command, arguments in (("frames", ["frames", source, "--format", "json"]), ("render", ["render", source, "--out", out])):
            run = run_command(binary, arguments, folder, out, timeout, memory_limit, False)
            timing = os.path.join(folder, "time.txt")
            cpu = cpu_seconds(open(timing, errors="replace").read()) if os.path.exists(timing) else 0
            found = []
            if run["killed"]:
                found.append(("hang", "no answer within %d s" % timeout))
            elif run["signal"]:
                found.append(("signal", "signal %d" % run["signal"]))
            elif cpu > cpu_limit:
                found.append(("hang", "%.1f s of CPU" % cpu))
            if run["rss"] > memory_limit:
                found.append(("memory", "peak RSS %d MB" % (run["rss"] // MEGABYTE)))
            if run["outside"]:
                found.append(("outside", ", ".join(sorted(set(run["outside"]))[:5])))
            said = "?"
            if not (run["killed"] or run["signal"]):
                if command == "frames":
                    try:
                        diagnostics = json.loads(run["stdout"]).get("diagnostics", [])
                    except ValueError:
                        diagnostics = [{"severity": "error", "id": None, "line": None, "message": run["stderr"][-200:].decode(errors="replace")}]
                else:
                    diagnostics = [{"severity": m.group(2).decode(), "id": None, "line": int(m.group(1)), "message": ""}
                                   for m in re.finditer(rb"^[^\n:]+:(\d+):\d+: (error|warning):", run["stderr"], re.M)]
                errors = [d for d in diagnostics if d.get("severity") == "error"]
                said = "; ".join("%s %s:%s %s" % (d.get("severity"), d.get("id"), d.get("line"), (d.get("message") or "")[:90])
                                 for d in diagnostics[:2]) or "nothing"
                if expected is None:
                    if errors or run["status"] != 0:
                        found.append(("unexpected", "exit %d: %s" % (run["status"], said)))
                else:
                    severity, identifier, line = expected
                    lines = line if isinstance(line, tuple) else (line,)
                    match = [d for d in diagnostics if d.get("severity") == severity and d.get("line") in lines
                             and (command == "render" or d.get("id") == identifier)]
                    if not match:
                        found.append(("silent" if not diagnostics else "wrong", "expected %s %s at line %s; got %s"
                                      % (severity, identifier, line, said)))
                    if (severity == "error") != (run["status"] != 0) and not (severity == "warning" and errors):
                        found.append(("status", "exit %d with %s expected" % (run["status"], severity)))
            print("%-30s %-6s %5.1f s CPU %5d MB  %s%s" % (name, command, cpu, run["rss"] // MEGABYTE,
                  "OK " if not found else "FINDING ", "; ".join("%s: %s" % f for f in found) or said), flush=True)
            findings += [(kind, name, command, detail) for kind, detail in found]
    tally = {}
    for finding in findings:
        tally[finding[0]] = tally.get(finding[0], 0) + 1
    print("hostile-mutants --hazards: %d programs (%d runs), %d findings; by kind: %s"
          % (len([n for n in HAZARD_PROGRAMS if not only or n in only]), 2 * len([n for n in HAZARD_PROGRAMS if not only or n in only]),
             len(findings), ", ".join("%s %d" % kv for kv in sorted(tally.items())) or "none"))
    return findings


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--count", type=int, default=10, help="mutants per mutation kind")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=20)
    parser.add_argument("--memory-mb", type=int, default=1024)
    parser.add_argument("--work", default=None)
    parser.add_argument("--only", default="")
    parser.add_argument("--keep", action="store_true", help="keep every mutant's folder, not only the findings'")
    parser.add_argument("--traps", action="store_true", help="compare trap messages with compiled programs instead")
    parser.add_argument("--hazards", action="store_true",
                        help="run HAZARD_PROGRAMS (recursion, exhaustion, non-finite geometry) instead")
    parser.add_argument("--cpu-seconds", type=float, default=10, help="--hazards: CPU time counted as a hang")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    work = options.work or tempfile.mkdtemp(prefix="layoutlens-mutants-")
    os.makedirs(work, exist_ok=True)
    if options.traps:
        return 1 if check_traps(binary, work) else 0
    if options.hazards:
        only = set(options.only.split(",")) if options.only else set()
        return 1 if check_hazards(binary, work, max(options.timeout, 120), options.cpu_seconds,
                                  options.memory_mb * MEGABYTE, only) else 0
    kinds = [k for k in list(SWIFT_MUTATIONS) + list(PROJECT_MUTATIONS) if not options.only or k in options.only.split(",")]
    rng = random.Random(options.seed)
    jobs = []
    for kind in kinds:
        sources = sources_for(kind)
        for _ in range(options.count):
            jobs.append((len(jobs), kind, rng.choice(sources), rng.randrange(1 << 30), binary, work,
                         options.timeout, options.memory_mb * MEGABYTE, options.keep))
    findings = []
    with concurrent.futures.ProcessPoolExecutor(options.jobs) as pool:
        for index, label, results in pool.map(run_mutant, jobs):
            for finding in results:
                findings.append(finding)
                print("\t".join(str(f) for f in finding), flush=True)
    with open(os.path.join(work, "findings.tsv"), "w") as handle:
        handle.write("kind\tmutation\tcommand\tsource\tmutant\tseed\tdetail\n")
        for finding in findings:
            handle.write("\t".join(str(f) for f in finding) + "\n")
    tally = {}
    for finding in findings:
        tally[finding[0]] = tally.get(finding[0], 0) + 1
    mutants_with = len({f[4] for f in findings})
    print("hostile-mutants: %d mutants (%d runs), %d with findings; by kind: %s; folder %s"
          % (len(jobs), 2 * len(jobs), mutants_with,
             ", ".join("%s %d" % kv for kv in sorted(tally.items())) or "none", work))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
