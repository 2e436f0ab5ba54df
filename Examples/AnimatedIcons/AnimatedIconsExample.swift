import TabBarKit

/// The animated-icon design: Lessons and Archives from `tabs.json` (turned into the `Tab` enum
/// by TabManifestPlugin at build time), driven by the icon-input choreography alone — no wave.
@main
struct AnimatedIconsExample {
    @MainActor
    static func main() throws {
        let scheduler = VirtualScheduler()
        let view = AnimatedIconsView(clock: scheduler)
        let presenter = try TabBarPresenter(
            configuration: Tab.configuration, view: view, scheduler: scheduler,
            choreographies: [IconInputChoreography()])
        print("tabs: " + Tab.allCases.map { "\($0.title) (\($0.icon))" }.joined(separator: ", "))
        presenter.viewDidLoad()

        presenter.didTap(slot: 1)  // Archives: content switches, its icon animates
        scheduler.advance(by: .milliseconds(1000))
        presenter.didTap(slot: 1)  // a re-tap restarts the animation: one reset, 1.5 s later
        scheduler.advance(by: .milliseconds(2000))
        presenter.didTap(slot: 0)  // back to Lessons
        scheduler.settle()
    }
}
