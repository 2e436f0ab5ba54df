import TabBarKit
import Testing

/// `TabBarConfiguration(tabs:…)` takes the label, badge-limit and reordering settings as
/// defaulted parameters; the call without them keeps their defaults.
@Suite struct ConfigurationInitialiserTests {
    let tabs = [
        Tab(id: "home", title: "Home", icon: "house"), Tab(id: "inbox", title: "Inbox", icon: "tray"),
    ]

    @Test func theSettingsGivenAreKept() throws {
        let configuration = TabBarConfiguration(
            tabs: tabs, maxVisible: 3, initial: "inbox", labels: .selected, badgeLimit: 9, customizable: false
        )
        #expect(configuration.labels == .selected)
        #expect(configuration.badgeLimit == 9)
        #expect(configuration.customizable == false)
        #expect(configuration.maxVisible == 3)
        #expect(configuration.initial == "inbox")
        try configuration.validate()
    }

    @Test func theSettingsLeftOutKeepTheirDefaults() {
        let short = TabBarConfiguration(tabs: tabs)
        let full = TabBarConfiguration(tabs: tabs, labels: .always)
        #expect(short == full)
        #expect(short.badgeLimit == TabBarConfiguration.defaultBadgeLimit)
        #expect(short.customizable)
    }

    @Test func aBadgeLimitBelowOneIsRefused() {
        #expect(throws: TabBarError.badgeLimitTooSmall(0)) {
            try TabBarConfiguration(tabs: tabs, badgeLimit: 0).validate()
        }
    }
}
