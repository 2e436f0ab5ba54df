import TabBarKit
import Testing

@testable import AnimatedIcons

/// TabManifestPlugin's generated tabs equal the same tabs written in Swift, so a presenter made
/// from either sends the same `display` (a tab without a `selectedIcon` in the manifest has none
/// in its value either), and the manifest's `generatedType` names the enum, leaving TabBarKit's
/// `Tab` visible in the target.
@Test func generatedTabs_equalTheSameTabsWrittenInSwift() {
    let animation = IconAnimation(
        file: "animated-icons", artboard: "academic-cap", stateMachine: "State Machine 1", input: "hover",
        duration: .milliseconds(1500))
    #expect(
        AnimatedTab.lessons.tab
            == Tab(id: "lessons", title: "Lessons", icon: "academic-cap", animation: animation))
    #expect(AnimatedTab.archives.tab.selectedIcon == nil)
    #expect(AnimatedTab.archives.selectedIcon == "archive-box")
    #expect(AnimatedTab.configuration.tabs == AnimatedTab.allCases.map(\.tab))
}
