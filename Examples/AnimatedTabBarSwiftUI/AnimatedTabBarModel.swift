// The wave tab bar in SwiftUI, part 1: an `@Observable` view model that is TabBarKit's
// passive view. It stores what the presenter tells it, animating the stores with the timing
// curve TabBarKit names; it decides nothing. Compiled only where SwiftUI and Observation exist
// (the macOS workflow builds it); on Linux this file is empty.
#if canImport(SwiftUI) && canImport(Observation)
    import Observation
    import SwiftUI
    import TabBarKit

    /// The tab bar's state for SwiftUI, kept by the presenter it owns.
    ///
    /// The model holds its presenter strongly; the presenter holds the model only through a
    /// `WeakTabBarView`, so there is no strong cycle.
    ///
    /// ```swift
    /// @State private var model = try? AnimatedTabBarModel(configuration: TabBarConfiguration(tabs: tabs))
    /// // …
    /// model?.iconSink = { tab in riveModels[tab] }   // extension RiveViewModel: @retroactive IconInputSink {}
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor
    @Observable
    public final class AnimatedTabBarModel: TabBarView {
        /// The last static state the presenter sent, or `nil` before ``TabBarPresenting/viewDidLoad()``.
        public private(set) var state: TabBarDisplay? = nil
        /// The wave dip's centre (animated along the wave's timing curve).
        public private(set) var waveCentre = 0.0
        /// Where the circle is going (animated, one step at a time).
        public private(set) var circle: CircleMove? = nil
        /// Whether taps reach the presenter (false while a selection animates).
        public private(set) var isInteractionEnabled = true
        /// Whether the bar is hidden.
        public private(set) var isHidden = false
        /// What the main area shows: a tab's content, or the More list. Qualified, because
        /// SwiftUI (iOS 18, macOS 15) has a `TabContent` protocol of its own.
        public private(set) var content: TabBarKit.TabContent? = nil
        /// How many selection haptics the presenter asked for: the trigger of the bar's
        /// `sensoryFeedback(.selection, trigger:)`.
        public private(set) var selectionFeedbackCount = 0

        /// The Rive-shaped sink of each tab's animated icon (a `RiveViewModel`, which conforms to
        /// `IconInputSink` with an empty extension), or `nil` for a tab without one. Every input
        /// goes to it — `setInput(_:value:)` for booleans and numbers (the `hover` pulse, the
        /// selected state, the badge), `triggerInput(_:)` for the tap trigger. None by default.
        @ObservationIgnored public var iconSink: (TabID) -> (any IconInputSink)? = { _ in nil }

        /// The presenter the bar's events go to.
        @ObservationIgnored public private(set) var events: (any TabBarPresenting)?
        @ObservationIgnored private var presenter: TabBarPresenter?

        /// Creates the model and its presenter. A test passes a `TestScheduler` (TabBarTesting)
        /// as `scheduler` and moves time itself.
        public init(
            configuration: TabBarConfiguration, scheduler: any TabBarScheduler = ContinuousClockScheduler()
        ) throws(TabBarError) {
            let presenter = try TabBarPresenter(
                configuration: configuration, view: WeakTabBarView(self), scheduler: scheduler)
            self.presenter = presenter
            events = presenter
        }

        /// Creates the model around a presenter made elsewhere. A test passes a
        /// `TabBarPresenterSpy` (TabBarTesting) and checks what the bar forwards, without a
        /// presenter or timers; ``restorableState`` is `nil` then.
        public init(events: any TabBarPresenting) {
            self.events = events
        }

        /// The bar's restorable state — selection, the user's order, badges, disabled tabs,
        /// hidden — to keep in `@SceneStorage`.
        public var restorableState: TabBarState? { presenter?.state() }

        /// Restores a state kept from an earlier run (no report, no haptic).
        public func restore(_ state: TabBarState) { presenter?.restore(state) }

        /// Stores the static state.
        public func display(_ state: TabBarDisplay) { self.state = state }

        /// Moves the wave, the circle or the bar, along TabBarKit's timing curve.
        public func animate(_ animation: TabBarAnimation) {
            switch animation {
            case .curve(let curve):
                withAnimation(Self.animation(curve.timing, curve.duration)) { waveCentre = curve.to }
            case .circle(let move):
                withAnimation(Self.animation(.easeInEaseOut, move.duration)) { circle = move }
            case .bar(let bar):
                withAnimation(Self.animation(.easeInEaseOut, bar.duration)) { isHidden = bar.isHidden }
            @unknown default:
                break  // A kind added in a later version of TabBarKit.
            }
        }

        /// The lock, icon inputs and the content, at once.
        public func update(_ update: TabBarUpdate) {
            switch update {
            case .interaction(let isEnabled): isInteractionEnabled = isEnabled
            case .input(let input):
                if let sink = iconSink(input.tab) { input.apply(to: sink) }
            case .content(let content): self.content = content
            case .feedback(.selection): selectionFeedbackCount += 1
            @unknown default:
                break  // A kind added in a later version of TabBarKit.
            }
        }

        /// SwiftUI's cubic Bézier for `timing` over `duration`; `nil` (no animation) for zero.
        static func animation(_ timing: TimingCurve, _ duration: Duration) -> Animation? {
            guard duration > .zero else { return nil }
            let points = timing.controlPoints
            return .timingCurve(points.x1, points.y1, points.x2, points.y2, duration: duration.timeInterval)
        }
    }
#endif
