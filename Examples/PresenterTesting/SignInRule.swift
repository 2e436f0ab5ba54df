import TabBarKit

/// The app's rule: some tabs need a signed-in user.
struct SignInRule {
    /// Tabs that need a signed-in user.
    var protectedTabs: Set<TabID>
    /// Whether the user is signed in.
    var isSignedIn: Bool

    /// Whether the user may select `selection` now.
    func allows(_ selection: Selection) -> Bool {
        guard case .tab(let id) = selection, protectedTabs.contains(id) else { return true }
        return isSignedIn
    }
}
