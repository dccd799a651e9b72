import SwiftUI
struct L0: View { var body: some View { HStack { L1(); L1() } } }
struct L1: View { var body: some View { HStack { L2(); L2() } } }
struct L2: View { var body: some View { HStack { L3(); L3() } } }
struct L3: View { var body: some View { HStack { L4(); L4() } } }
struct L4: View { var body: some View { HStack { L5(); L5() } } }
struct L5: View { var body: some View { HStack { L6(); L6() } } }
struct L6: View { var body: some View { Color.red } }
#Preview { L0() }
