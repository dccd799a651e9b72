// `Text(timerInterval:pauseTime:countsDown:showsHours:)` (iOS 16) shows a timer within its
// interval at the moment laid out (LayoutLens's fixed now, warned): a 5-minute countdown starting
// now shows 5:00; Apple's own example (12 minutes from now, paused 10 minutes ahead) 12:00; an
// hour counted up from now 0:00; 4 min 30 s into a 5-minute countdown 0:30; 75 minutes without
// hours 75:00, and with them (the default) 1:15:00.
// source: Apple, "Text.init(timerInterval:pauseTime:countsDown:showsHours:)" (its example and
// source: parameters); Apple, "SystemFormatStyle.Timer" (a 5-minute countdown: 5:00 at 0 s,
// source: 0:30 at 4 min 30 s; a count-up starts at 0:00; patterns like 4:32 and 1:23:45);
// source: Apple, "Date.init(timeInterval:since:)" (a date relative to another by seconds).
// expect: no error
// expect: warning "fixed moment"
// expect: Text[*].text == ["5:00", "12:00", "0:00", "0:30", "75:00", "1:15:00"]
import SwiftUI

#Preview {
    VStack {
        Text(timerInterval: Date.now...Date.now.addingTimeInterval(300))
        Text(timerInterval: Date.now...Date(timeInterval: 12 * 60, since: .now), pauseTime: Date.now + (10 * 60))
        Text(timerInterval: Date.now...Date.now.addingTimeInterval(3600), countsDown: false)
        Text(timerInterval: Date.now.addingTimeInterval(-270)...Date.now.addingTimeInterval(30))
        Text(timerInterval: Date.now...Date.now.addingTimeInterval(75 * 60), showsHours: false)
        Text(timerInterval: Date.now...Date.now.addingTimeInterval(75 * 60))
    }
}
