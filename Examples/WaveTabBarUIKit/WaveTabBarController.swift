// The wave tab bar as a real UIKit view: a `UITabBarController` that is TabBarKit's passive
// view. It decides nothing and computes no number: the presenter says what to show, and
// TabBarKit's values (the wave path, the timing curve's control points, the circle's frame,
// the accessibility labels) are handed to UIKit as they are. Compiled only where UIKit exists
// (the macOS workflow builds it for the iOS Simulator); on Linux this file is empty.
#if canImport(UIKit) && os(iOS)
    import TabBarKit
    import UIKit

    /// A `UITabBarController` drawn as the wave tab bar and driven by a ``TabBarPresenter``.
    ///
    /// It owns its presenter; the presenter holds it only through a `WeakTabBarView`, so there
    /// is no strong cycle and the controller goes away when UIKit lets it go.
    ///
    /// ```swift
    /// let controller = try WaveTabBarController(
    ///     configuration: TabBarConfiguration(tabs: tabs),
    ///     contents: ["home": HomeViewController(), "search": SearchViewController()])
    /// controller.iconSink = { tab in riveModels[tab] }   // extension RiveViewModel: @retroactive IconInputSink {}
    /// window.rootViewController = controller
    /// ```
    @MainActor
    public final class WaveTabBarController: UITabBarController, UITabBarControllerDelegate,
        UINavigationControllerDelegate, TabBarView
    {
        /// The Rive-shaped sink of each tab's animated icon (a `RiveViewModel`, which conforms to
        /// `IconInputSink` with an empty extension), or `nil` for a tab without one. Every input
        /// goes to it — `setInput(_:value:)` for booleans and numbers (the `hover` pulse, the
        /// selected state, the badge), `triggerInput(_:)` for the tap trigger. None by default.
        public var iconSink: (TabID) -> (any IconInputSink)? = { _ in nil }

        /// Call when the view of `tab`'s animated icon is created or recreated (a new
        /// `RiveView`): its selected state, its badge number and a pulse under way are sent again,
        /// so that nothing sent before the view existed is lost.
        public func iconViewDidLoad(for tab: TabID) { presenter?.didAttachIcon(tab) }

        private var presenter: (any TabBarPresenting)?
        private var contents: [TabID: UIViewController]
        private var shownTabs: [TabID] = []
        private var displayed: TabBarDisplay?
        private var reportedLayout: TabBarLayout?
        private var isApplyingContent = false
        private let isCustomizable: Bool

        private let selectionFeedback = UISelectionFeedbackGenerator()
        private let waveLayer = CAShapeLayer()
        private let circleView = UIView()
        private let circleIcon = UIImageView()
        private var circleAnimator: UIViewPropertyAnimator?

        /// Creates the controller with its presenter; `contents` gives each tab's view controller
        /// (a tab without one shows an empty controller). A test passes a `TestScheduler`
        /// (TabBarTesting) as `scheduler` and moves time itself.
        public init(
            configuration: TabBarConfiguration, contents: [TabID: UIViewController],
            scheduler: any TabBarScheduler = ContinuousClockScheduler()
        ) throws(TabBarError) {
            self.contents = contents
            self.isCustomizable = configuration.customizable
            super.init(nibName: nil, bundle: nil)
            restorationIdentifier = "WaveTabBarController"
            presenter = try TabBarPresenter(
                configuration: configuration, view: WeakTabBarView(self), scheduler: scheduler)
        }

        /// Not supported: create the controller in code with its configuration.
        public required init?(coder: NSCoder) { nil }

        // MARK: - UIKit events → the presenter

        override public func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
            moreNavigationController.delegate = self
            let appearance = UITabBarAppearance()
            appearance.configureWithTransparentBackground()
            tabBar.standardAppearance = appearance
            tabBar.scrollEdgeAppearance = appearance
            tabBar.clipsToBounds = false
            waveLayer.fillColor = UIColor.systemBackground.cgColor
            tabBar.layer.insertSublayer(waveLayer, at: 0)
            circleView.backgroundColor = view.tintColor
            circleView.isUserInteractionEnabled = false
            circleIcon.tintColor = .white
            circleIcon.contentMode = .center
            circleIcon.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            circleView.addSubview(circleIcon)
            tabBar.addSubview(circleView)
            NotificationCenter.default.addObserver(
                self, selector: #selector(reduceMotionDidChange),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            presenter?.didChangeReduceMotion(UIAccessibility.isReduceMotionEnabled)
            presenter?.viewDidLoad()
        }

        /// Reduce Motion reaches the presenter, which then places selections at once.
        @objc private func reduceMotionDidChange() {
            presenter?.didChangeReduceMotion(UIAccessibility.isReduceMotionEnabled)
        }

        /// Rotation, a new window size or a new layout direction reach the presenter as a layout.
        override public func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            withoutImplicitAnimations { waveLayer.frame = tabBar.bounds }
            let layout = TabBarLayout(
                width: Double(tabBar.bounds.width),
                orientation: Orientation(
                    width: Double(view.bounds.width), height: Double(view.bounds.height)),
                direction: view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rtl : .ltr)
            guard layout != reportedLayout else { return }
            do {
                try presenter?.didChangeLayout(layout)
                reportedLayout = layout
            } catch {
                // Only a width of zero is refused (`TabBarError.invalidWidth`): before UIKit's
                // first layout pass. The next pass reports the real width.
            }
        }

        /// A tap on a slot: the presenter decides, and `update(.content)` switches.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            if viewController === moreNavigationController {
                presenter?.didTap(.more)
            } else if let id = tab(of: viewController) {
                presenter?.didTap(.tab(id))
            }
            return false
        }

        /// UIKit's More → Edit: each tab the user dragged to a new place reaches the presenter as a
        /// move (the presenter reports `moved` and sends the new order back in `display`).
        public func tabBarController(
            _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
            changed: Bool
        ) {
            guard changed else { return }
            var order = shownTabs
            for (index, id) in viewControllers.compactMap({ tab(of: $0) }).enumerated()
            where order.indices.contains(index) && order[index] != id {
                guard let from = order.firstIndex(of: id) else { continue }
                order.insert(order.remove(at: from), at: index)
                presenter?.didMove(id, to: index)
            }
        }

        // MARK: - State restoration: the bar's state (selection, order, badges, …) as JSON

        private static let stateKey = "TabBarKit.state"

        override public func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            guard let presenter = presenter as? TabBarPresenter,
                let data = try? JSONEncoder().encode(presenter.state())
            else { return }
            coder.encode(data, forKey: Self.stateKey)
        }

        override public func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            guard let data = coder.decodeObject(of: NSData.self, forKey: Self.stateKey) as Data?,
                let state = try? JSONDecoder().decode(TabBarState.self, from: data)
            else { return }
            (presenter as? TabBarPresenter)?.restore(state)
        }

        /// ⌘1…⌘9 on iPad (with a keyboard) and Mac: the nth tab in model order.
        override public var keyCommands: [UIKeyCommand]? {
            let tabs = displayed?.tabs ?? []
            return tabs.prefix(9).enumerated().map { index, tab in
                UIKeyCommand(
                    title: tab.title, action: #selector(pressShortcut(_:)), input: "\(index + 1)",
                    modifierFlags: .command)
            }
        }

        @objc private func pressShortcut(_ command: UIKeyCommand) {
            guard let input = command.input, let n = Int(input) else { return }
            presenter?.didPressShortcut(n)
        }

        /// A pick from UIKit's More list (UIKit pushes the tab's controller itself).
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {
            guard !isApplyingContent, let id = tab(of: viewController), displayed?.selection != .tab(id)
            else {
                return
            }
            presenter?.didPick(id)
        }

        // MARK: - TabBarView: the presenter's messages → UIKit

        /// Titles, icons, badges, enabled state, opacity and accessibility labels, as given.
        public func display(_ state: TabBarDisplay) {
            displayed = state
            let ids = state.tabs.map(\.id)
            if ids != shownTabs {
                shownTabs = ids
                setViewControllers(ids.map(controller(for:)), animated: false)
                // More → Edit offers every tab, unless the configuration forbids reordering.
                customizableViewControllers = isCustomizable ? viewControllers : []
            }
            for item in state.items {
                let barItem: UITabBarItem = controller(for: item.tab.id).tabBarItem
                // A hidden title (configuration `labels`) is no title; a dot badge is shown as
                // UIKit's empty badge, a count above the limit as `99+`.
                barItem.title = item.showsTitle ? item.tab.title : nil
                barItem.image = UIImage(systemName: item.tab.icon)
                barItem.badgeValue = item.badge
                barItem.isEnabled = item.tab.isEnabled
                barItem.accessibilityLabel = item.accessibilityLabel
                barItem.setTitleTextAttributes(
                    [.foregroundColor: UIColor.label.withAlphaComponent(item.opacity)], for: .normal)
            }
            if let more = state.more {
                moreNavigationController.tabBarItem.accessibilityLabel = more.accessibilityLabel
            }
        }

        /// The wave (a `CABasicAnimation` of the layer's `path`), the circle, the bar.
        public func animate(_ animation: TabBarAnimation) {
            switch animation {
            case .curve(let curve): moveWave(curve)
            case .circle(let move): moveCircle(move)
            case .bar(let bar):
                UIView.animate(withDuration: bar.duration.timeInterval) {
                    self.tabBar.alpha = bar.isHidden ? 0 : 1
                }
            @unknown default:
                break  // A kind added in a later version of TabBarKit.
            }
        }

        /// The lock, icon inputs, the content (a tab's controller, or UIKit's More list) and the
        /// selection haptic.
        public func update(_ update: TabBarUpdate) {
            switch update {
            case .interaction(let isEnabled): tabBar.isUserInteractionEnabled = isEnabled
            case .feedback(.selection): selectionFeedback.selectionChanged()
            case .input(let input):
                if let sink = iconSink(input.tab) { input.apply(to: sink) }
            case .content(let content):
                isApplyingContent = true
                defer { isApplyingContent = false }
                switch content {
                case .tab(let id): selectedViewController = controller(for: id)
                case .more: selectedViewController = moreNavigationController
                @unknown default: break  // A kind of content added in a later version of TabBarKit.
                }
            @unknown default:
                break  // A kind added in a later version of TabBarKit.
            }
        }

        // MARK: - Handing TabBarKit's values to Core Animation

        private func moveWave(_ curve: WaveCurve) {
            guard let geometry = displayed?.geometry else { return }
            let from = CGPath.tabBarPath(geometry.wavePath(centre: curve.from))
            let to = CGPath.tabBarPath(geometry.wavePath(centre: curve.to))
            withoutImplicitAnimations { waveLayer.path = to }
            guard curve.duration > .zero else {
                waveLayer.removeAnimation(forKey: "wave")
                return
            }
            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = from
            animation.toValue = to
            animation.duration = curve.duration.timeInterval
            animation.timingFunction = CAMediaTimingFunction(curve.timing)
            waveLayer.add(animation, forKey: "wave")
        }

        private func moveCircle(_ move: CircleMove) {
            if let circleAnimator, circleAnimator.state == .active { circleAnimator.stopAnimation(true) }
            circleIcon.image = UIImage(systemName: move.icon)
            let frame = CGRect(move.frame)
            let apply = { [circleView] in
                circleView.frame = frame
                circleView.layer.cornerRadius = frame.width / 2
                circleView.alpha = move.alpha
            }
            guard move.duration > .zero else {
                apply()
                return
            }
            let points = TimingCurve.easeInEaseOut.controlPoints
            let animator = UIViewPropertyAnimator(
                duration: move.duration.timeInterval, controlPoint1: CGPoint(x: points.x1, y: points.y1),
                controlPoint2: CGPoint(x: points.x2, y: points.y2), animations: apply)
            circleAnimator = animator
            animator.startAnimation()
        }

        private func controller(for id: TabID) -> UIViewController {
            if let controller = contents[id] { return controller }
            let empty = UIViewController()
            contents[id] = empty
            return empty
        }

        private func tab(of controller: UIViewController) -> TabID? {
            contents.first { $0.value === controller }?.key
        }

        private func withoutImplicitAnimations(_ change: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
        }
    }
#endif
