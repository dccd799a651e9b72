#!/usr/bin/env python3
"""Writes the tiny PNG assets the seed fixtures use (solid colour, 8-bit RGB, no interlace).

Run from the Fixtures folder: python3 make-assets.py
- Assets/swiftui.png: 80x80 pixels = 80x80 pt at @1x (seed 003, "Stacks": "The size of each image
  is 80x80 points").
- seed-003-frame/Assets/swiftui@2x.png: 120x120 pixels = 60x60 pt at @2x (seed 003, "Frame":
  "Let's take a 60x60 image").
"""
import struct, zlib

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

def png(width, height, rgb):
    row = b"\x00" + bytes(rgb) * width
    raw = row * height
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

with open("Assets/swiftui.png", "wb") as f:
    f.write(png(80, 80, (0xF0, 0x51, 0x38)))
with open("seed-003-frame/Assets/swiftui@2x.png", "wb") as f:
    f.write(png(120, 120, (0xF0, 0x51, 0x38)))
