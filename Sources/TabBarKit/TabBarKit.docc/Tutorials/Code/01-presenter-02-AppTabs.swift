import TabBarKit

/// The app's tabs, in the order the bar shows them. Six tabs with five slots: the last two go
/// into More.
enum AppTabs {
    static let home = Tab(id: "home", title: "Home", icon: "house", animation: IconAnimation())
    static let search = Tab(id: "search", title: "Search", icon: "magnifyingglass")
    static let inbox = Tab(id: "inbox", title: "Inbox", icon: "tray", badge: "3")
    static let profile = Tab(id: "profile", title: "Profile", icon: "person")
    static let settings = Tab(id: "settings", title: "Settings", icon: "gear")
    static let help = Tab(id: "help", title: "Help", icon: "questionmark")

    static let all = [home, search, inbox, profile, settings, help]
}
