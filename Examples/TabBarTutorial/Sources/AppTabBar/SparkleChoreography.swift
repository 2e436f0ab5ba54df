import TabBarKit

/// A sparkle on every tap: the tapped tab's icon input `sparkle` is set for 0.6 s. A new tap on
/// the same tab restarts it, so exactly one `false` follows the last tap.
@MainActor
final class SparkleChoreography: TabBarChoreography {
    static let input = "sparkle"
    static let duration = Duration.milliseconds(600)

    /// The pending end of each sparkling tab.
    private var ends: [TabID: ScheduledToken] = [:]

    func activate(_ tab: Tab, on stage: ChoreographyStage) {
        stage.cancel(ends[tab.id])
        stage.update(.input(IconInput(tab: tab.id, name: Self.input, value: true)))
        ends[tab.id] = stage.schedule(after: Self.duration) { [self] stage in
            ends[tab.id] = nil
            stage.update(.input(IconInput(tab: tab.id, name: Self.input, value: false)))
        }
    }
}
