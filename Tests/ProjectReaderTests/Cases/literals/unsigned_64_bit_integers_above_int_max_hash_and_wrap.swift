// A `UInt64` above `Int.max`: an FNV-1a hash seeded with its 64-bit offset basis and a linear
// congruential generator for a noise overlay wrap with `&*`/`&+`, print, shift, mask and convert
// as Swift's `UInt64` does. The literals above `Int.max` are of the place's type (`UInt64`), the
// only integer type that holds them; the wrapping operators keep the low 64 bits.
// source: FNV-1a (Fowler–Noll–Vo): offset basis 0xcbf29ce484222325, prime 0x100000001b3 (the
// source: shape Aidoku's `LocalFileManager` hashes with); MMIX LCG constants 6364136223846793005
// source: and 1442695040888963407 (Knuth), seeded with 0x9E3779B97F4A7C15 as havital's noise Canvas is.
// source: every number below printed by swiftc 6 from the same code (`print(fnv1a("layout"))` …):
// source: 0x9c4f784aa5ce135f = 11263353455081558879; its low byte 0x5f = 95, its low 32 bits
// source: 0xa5ce135f = 2781746015, its top nibble 9 (`>> 60`); 11263353455081558879 % 7 = 6.
// expect: no error
// expect: Text[0].text == "11263353455081558879"
// expect: Text[1].text == "2781746015 95 9 6"
// expect: Text[2].text == "12285948757477592399"
// expect: Text[3].text == "18446744073709551615 true 9c4f784aa5ce135f"
// expect: Text[4].text == "2691343689449507781 -7183390618627992737"
// source: SplitMix64's finaliser (Steele, Lea, Flood) with masking shifts, as mlx-swift-examples'
// source: MNIST `Random.swift` writes it; swiftc 6 prints `11400714819323198492 7191089600892374487`
// source: from state 7; `&>> 65` shifts by 65 & 63 = 1 (0x7FFF_FFFF_FFFF_FFFF), `&<< 66` by 2.
// expect: Text[5].text == "7191089600892374487 9223372036854775807 18446744073709551612"
import SwiftUI

func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100000001b3
    }
    return hash
}

struct Noise {
    var seed: UInt64 = 0x9E3779B97F4A7C15

    mutating func next() -> Double {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Double(seed >> 33) / Double(UInt64(1) << 31)
    }
}

func splitMix(_ seed: UInt64) -> UInt64 {
    var state = seed
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z &>> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z &>> 31)
}

struct HashBadge: View {
    let name: String

    var seeded: UInt64 {
        var noise = Noise()
        _ = noise.next()
        _ = noise.next()
        return noise.seed
    }

    var body: some View {
        let hash = fnv1a(name)
        VStack {
            Text("\(hash)")
            Text("\(UInt32(truncatingIfNeeded: hash)) \(UInt8(hash & 0xff)) \(hash >> 60) \(hash % 7)")
            Text("\(seeded)")
            Text("\(UInt64.max) \(UInt64.max > hash) \(String(hash, radix: 16))")
            Text("\(UInt64(bitPattern: Int64(-3)) &* 0x9E3779B97F4A7C15 &+ UInt64(4)) \(Int64(bitPattern: hash))")
            Text("\(splitMix(7)) \(UInt64.max &>> 65) \(UInt64.max &<< 66)")
        }
    }
}

#Preview { HashBadge(name: "layout") }
