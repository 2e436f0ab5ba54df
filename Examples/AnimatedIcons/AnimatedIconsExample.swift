import TabBarKit

/// The animated-icon design: Lessons and Archives from `tabs.json` (turned into the `AnimatedTab`
/// enum by TabManifestPlugin at build time, as the manifest's `generatedType` names it), driven by the icon-input choreography alone — no wave.
/// Archives has every icon binding: the `hover` pulse, `active` (selected state), `tap` (a
/// trigger) and `count` (its badge as a number).
@main
struct AnimatedIconsExample {
    @MainActor
    static func main() throws {
        let scheduler = VirtualScheduler()
        let view = AnimatedIconsView(clock: scheduler)
        let presenter = try TabBarPresenter(
            configuration: AnimatedTab.configuration, view: view, scheduler: scheduler,
            choreographies: [IconInputChoreography()])
        print("tabs: " + AnimatedTab.allCases.map { "\($0.title) (\($0.icon))" }.joined(separator: ", "))
        presenter.viewDidLoad()

        presenter.didTap(slot: 1)  // Archives: content switches, active, tap, then the hover pulse
        scheduler.advance(by: .milliseconds(1000))
        presenter.didTap(slot: 1)  // a re-tap: the trigger again; one reset, 1.5 s later
        scheduler.advance(by: .milliseconds(500))
        presenter.didAttachIcon("archives")  // its icon view was recreated: its state again, mid-pulse
        try presenter.setBadge("12", for: "archives")  // the badge's number
        scheduler.advance(by: .milliseconds(1500))
        presenter.didTap(slot: 0)  // back to Lessons: archives is no longer active
        scheduler.settle()
    }
}
