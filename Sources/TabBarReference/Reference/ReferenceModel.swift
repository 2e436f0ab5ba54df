import TabBarKit

/// A second, deliberately simple implementation of the behaviour contract, written from the contract and
/// not from the presenter: it predicts the exact messages (view messages and owner reports)
/// every event produces.
///
/// Time is whole milliseconds. Scheduled steps live in one list ordered by due time and then
/// by the order they were scheduled, and ``wait(milliseconds:)`` runs every step due on the way.
///
/// ```swift
/// var reference = ReferenceModel(configuration: configuration)
/// reference.load()
/// let predicted = reference.tap(.tab("search")).messages
/// ```
public struct ReferenceModel: Sendable {
    /// The tabs, in order.
    public internal(set) var tabs: [Tab]
    /// Slots the bar has room for, More included.
    public let maxVisible: Int
    /// The selection.
    public internal(set) var selection: Selection
    /// Width, orientation, direction.
    public internal(set) var layout: TabBarLayout
    /// Light or dark.
    public internal(set) var theme: Theme
    /// Defer, drop or interrupt with taps while locked.
    public internal(set) var tapPolicy: TapPolicy
    /// Whether Reduce Motion is on (the behaviour contract, section Motion).
    public internal(set) var reduceMotion: Bool
    /// Which slots show their title (Labels).
    public internal(set) var labels: LabelVisibility
    /// A count above it shows as `<limit>+` (Badges).
    public let badgeLimit: Int
    /// Whether the user may reorder the tabs (Reordering).
    public let customizable: Bool
    /// Whether the bar is hidden.
    public internal(set) var isHidden = false
    /// Whether the view has loaded.
    public internal(set) var isLoaded = false
    /// Whether a selection animation holds the lock.
    public internal(set) var isLocked = false
    /// The request waiting for the lock to release.
    public internal(set) var deferred: ReferenceRequest?
    /// Selections the owner vetoes.
    public var vetoed: Set<Selection> = []
    /// Virtual time in milliseconds.
    public internal(set) var now: Int64 = 0

    /// The last `curve` sent and when (milliseconds): where the dip is comes from it.
    var lastCurve: (curve: WaveCurve, sent: Int64)?
    /// The last `circle` sent: where the circle is and which icon it shows.
    var lastCircle: CircleMove?
    var steps: [ReferenceStep] = []
    var nextOrder: UInt64 = 0
    var output: [ObservedMessage] = []

    /// Starts from a valid configuration (the caller validated it): its tabs (an empty badge
    /// is none), its `initial` tab or the first enabled one.
    public init(configuration: TabBarConfiguration) {
        tabs = configuration.tabs.map(Self.withoutEmptyBadge)
        maxVisible = configuration.maxVisible
        layout = configuration.layout
        theme = configuration.theme
        tapPolicy = configuration.tapPolicy
        reduceMotion = configuration.reduceMotion
        labels = configuration.labels
        badgeLimit = configuration.badgeLimit
        customizable = configuration.customizable
        let first = configuration.tabs.first { $0.isEnabled }?.id ?? TabID("")
        selection = .tab(configuration.initial ?? first)
    }

    /// How many steps are scheduled (animation steps and icon resets).
    public var pendingCount: Int { steps.count }

    /// `tab` with an empty text badge read as none (the model: "empty = none"), however
    /// it came: a configuration, a manifest, a state file or an insert.
    static func withoutEmptyBadge(_ tab: Tab) -> Tab {
        var tab = tab
        tab.badge = withoutEmptyText(tab.badge)
        return tab
    }

    /// `badge`, or none for an empty text badge.
    static func withoutEmptyText(_ badge: TabBadge?) -> TabBadge? {
        guard let badge, badge != .dot, badge.written.isEmpty else { return badge }
        return nil
    }
}

/// What one event produced: the messages in order, and the reason an API call throws (`nil`:
/// it did not throw).
public struct ReferenceOutcome: Equatable, Sendable {
    /// The messages, in order.
    public var messages: [ObservedMessage]
    /// The rejection reason of the thrown error, if the call throws.
    public var thrown: RejectionReason?

    /// Creates an outcome.
    public init(messages: [ObservedMessage], thrown: RejectionReason? = nil) {
        self.messages = messages
        self.thrown = thrown
    }
}
