/// Where the app sends analytics events.
@MainActor
protocol Analytics: AnyObject {
    /// Records one event, such as `tab_selected tab=search from=lessons`.
    func track(_ event: String)
}

/// Analytics that keeps events in memory (the example prints them; a real app would upload them).
@MainActor
final class AnalyticsLog: Analytics {
    /// Every event, in order.
    private(set) var events: [String] = []

    /// Records `event`.
    func track(_ event: String) { events.append(event) }
}
