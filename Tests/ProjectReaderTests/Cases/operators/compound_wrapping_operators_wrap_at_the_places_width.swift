// `&*=`, `&+=` and the other compound wrapping operators wrap at the width and signedness of the
// place they change, as `x = x &* y` does: an FNV-1a hash in a `UInt64` goes on past `Int.max`
// and back, an `Int8` at 127 `&+= 1` is -128, a `UInt32` `&*= 3` keeps its low 32 bits.
// source: The Swift Programming Language, "Advanced Operators", "Overflow Operators"; checked
// with swiftc 6 — the same code printed `678 -128 3410065408` (4 000 000 000 × 3 = 12 000 000 000;
// minus 2 × 2³² = 8 589 934 592 gives 3 410 065 408).
// expect: no diagnostic
// expect: Text[*].text == ["678", "-128", "3410065408"]
import SwiftUI

func nameHash(_ value: String) -> UInt64 {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in value.utf8 {
        hash ^= UInt64(byte)
        hash &*= 1_099_511_628_211
    }
    return hash
}

struct WrappingBoard: View {
    var small: Int8 {
        var value: Int8 = 127
        value &+= 1
        return value
    }
    var word: UInt32 {
        var value: UInt32 = 4_000_000_000
        value &*= 3
        return value
    }

    var body: some View {
        VStack {
            Text("\(nameHash("Fix the chat spacing") % 1000)")
            Text("\(small)")
            Text("\(word)")
        }
    }
}

#Preview {
    WrappingBoard()
}
