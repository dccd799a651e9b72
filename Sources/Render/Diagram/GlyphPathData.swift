import FontTables

/// An outline as SVG path data in font units with y pointing down (the outline's y negated), so
/// a glyph is placed by `translate(pen baseline) scale(points per unit)` alone. Numbers are
/// written by `DiagramNumber`; a minus sign separates numbers without a space.
enum GlyphPathData {
    static func pathData(_ outline: GlyphOutline) -> String {
        var output = ""
        var lastCommand: Character?
        func command(_ letter: Character, _ numbers: [Double]) {
            if letter != lastCommand || letter == "M" {
                output.append(letter)
                lastCommand = letter
            } else {
                output.append(" ")
            }
            for (index, number) in numbers.enumerated() {
                let text = DiagramNumber.format(number == 0 ? 0 : number)
                if index > 0, !text.hasPrefix("-") { output.append(" ") }
                output += text
            }
        }
        for segment in outline.segments {
            switch segment {
            case .move(let x, let y): command("M", [x, -y])
            case .line(let x, let y): command("L", [x, -y])
            case .quad(let cx, let cy, let x, let y): command("Q", [cx, -cy, x, -y])
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): command("C", [c1x, -c1y, c2x, -c2y, x, -y])
            case .close:
                output.append("Z")
                lastCommand = "Z"
            }
        }
        return output
    }
}
