import TabBarKit

/// Something the user or the app does to a presenter, as a screen test sends it with
/// ``PresenterUnderTest/send(_:advancing:assert:fileID:filePath:line:column:)``; its description
/// names it in a failure.
public struct TabBarAction: Sendable, CustomStringConvertible {
    /// How a failure names it: `tap(slot: 1)`.
    public let description: String
    let perform: @MainActor @Sendable (TabBarPresenter) throws -> Void

    /// An action named `description` that calls `perform` on the presenter: for anything the
    /// static members do not cover.
    public init(
        _ description: String, _ perform: @escaping @MainActor @Sendable (TabBarPresenter) throws -> Void
    ) {
        self.description = description
        self.perform = perform
    }

    /// A tap on a slot.
    public static func tap(slot: Int) -> Self { Self("tap(slot: \(slot))") { $0.didTap(slot: slot) } }
    /// A tap on a tab's slot, or on More.
    public static func tap(_ target: Selection) -> Self { Self("tap(\(target))") { $0.didTap(target) } }
    /// A pick from the More list.
    public static func pick(_ tab: TabID) -> Self { Self("pick(\(tab))") { $0.didPick(tab) } }
    /// The keyboard shortcut ⌘`n`.
    public static func shortcut(_ n: Int) -> Self { Self("shortcut(\(n))") { $0.didPressShortcut(n) } }
    /// A user's reordering.
    public static func move(_ tab: TabID, to index: Int) -> Self {
        Self("move(\(tab), to: \(index))") { $0.didMove(tab, to: index) }
    }
    /// A saved state restored.
    public static func restore(_ state: TabBarState) -> Self { Self("restore") { $0.restore(state) } }
    /// A programmatic selection.
    public static func select(_ selection: Selection, animated: Bool = false) -> Self {
        Self("select(\(selection))") { try $0.select(selection, animated: animated) }
    }
    /// A badge set or cleared.
    public static func badge(_ badge: TabBadge?, for tab: TabID) -> Self {
        Self("badge(\(badge.map { "\($0)" } ?? "none"), for: \(tab))") { try $0.setBadge(badge, for: tab) }
    }
    /// A tab enabled or disabled.
    public static func enabled(_ isEnabled: Bool, for tab: TabID) -> Self {
        Self("enabled(\(isEnabled), for: \(tab))") { try $0.setEnabled(isEnabled, for: tab) }
    }
    /// A tab inserted.
    public static func insert(_ tab: Tab, at index: Int) -> Self {
        Self("insert(\(tab.id), at: \(index))") { try $0.insert(tab, at: index) }
    }
    /// A tab removed.
    public static func remove(_ tab: TabID) -> Self { Self("remove(\(tab))") { try $0.remove(tab) } }
    /// The bar hidden or shown.
    public static func hidden(_ isHidden: Bool) -> Self {
        Self("hidden(\(isHidden))") { $0.setHidden(isHidden) }
    }
    /// A theme change.
    public static func theme(_ theme: Theme) -> Self { Self("theme(\(theme))") { $0.didChangeTheme(theme) } }
    /// A layout change.
    public static func layout(_ layout: TabBarLayout) -> Self {
        Self("layout(width: \(layout.width))") { try $0.didChangeLayout(layout) }
    }
    /// Reduce Motion turned on or off.
    public static func reduceMotion(_ isReduced: Bool) -> Self {
        Self("reduceMotion(\(isReduced))") { $0.didChangeReduceMotion(isReduced) }
    }
    /// Label visibility changed.
    public static func labels(_ labels: LabelVisibility) -> Self {
        Self("labels(\(labels))") { $0.setLabels(labels) }
    }
    /// A tab's icon view (re)created.
    public static func attach(_ tab: TabID) -> Self { Self("attach(\(tab))") { $0.didAttachIcon(tab) } }
}
