import TabBarKit
import TabBarRendering

extension TabBarEvent {
    /// An expected message and the instant it is sent, for
    /// `TabBarViewSpy/expect(events:kinds:fileID:filePath:line:column:)`:
    /// `.at(.milliseconds(400), .interaction(true))`.
    public static func at(_ time: Duration, _ message: TabBarMessage) -> TabBarEvent {
        TabBarEvent(time: time, message: message)
    }
}
