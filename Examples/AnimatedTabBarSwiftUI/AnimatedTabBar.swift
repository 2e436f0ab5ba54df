// The wave tab bar in SwiftUI, part 3: the views. They read the model and hand TabBarKit's
// values to SwiftUI (positions from the slot centres, the capsule's frame, the circle's frame,
// opacity and accessibility labels from the display); taps go to the presenter.
#if canImport(SwiftUI) && canImport(Observation)
    import SwiftUI
    import TabBarKit

    /// The whole screen: the selected content above the wave tab bar.
    ///
    /// ```swift
    /// AnimatedTabBar(model: model) { id in
    ///     switch id {
    ///     case "home": HomeView()
    ///     default: Text(id.rawValue)
    ///     }
    /// }
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public struct AnimatedTabBar<Content: View>: View {
        let model: AnimatedTabBarModel
        let content: (TabID) -> Content
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        /// The bar's state (selection, order, badges, …) kept across launches, as JSON.
        @SceneStorage("TabBarKit.state") private var savedState: Data?

        /// Shows `model`'s bar, with `content` giving each tab's view.
        public init(model: AnimatedTabBarModel, @ViewBuilder content: @escaping (TabID) -> Content) {
            self.model = model
            self.content = content
        }

        /// The content above the bar; the screen's size reported as the presenter's layout.
        public var body: some View {
            GeometryReader { proxy in
                VStack(spacing: 0) {
                    main.frame(maxWidth: .infinity, maxHeight: .infinity)
                    if let state = model.state {
                        bar(state).opacity(model.isHidden ? 0 : 1)
                    }
                }
                .onChange(of: proxy.size, initial: true) { _, size in report(size) }
                .onChange(of: reduceMotion, initial: true) { _, isReduced in
                    model.events?.didChangeReduceMotion(isReduced)
                }
                .onAppear {
                    if let savedState,
                        let state = try? JSONDecoder().decode(TabBarState.self, from: savedState)
                    {
                        model.restore(state)
                    }
                    model.events?.viewDidLoad()
                }
                .onChange(of: model.state) { _, _ in
                    savedState = model.restorableState.flatMap { try? JSONEncoder().encode($0) }
                }
                .background { shortcuts }
            }
        }

        /// ⌘1…⌘9: invisible buttons whose keyboard shortcuts reach the presenter (where there
        /// are keyboards: iOS, iPadOS, macOS, visionOS).
        @ViewBuilder private var shortcuts: some View {
            #if os(iOS) || os(macOS) || os(visionOS)
                ForEach(1...9, id: \.self) { n in
                    Button("") { model.events?.didPressShortcut(n) }
                        .keyboardShortcut(KeyEquivalent(Character("\(n)")), modifiers: .command)
                        .opacity(0)
                        .accessibilityHidden(true)
                }
            #endif
        }

        @ViewBuilder private var main: some View {
            switch model.content {
            case .tab(let id): content(id)
            case .more(let items):
                List(items, id: \.self) { id in
                    Button(model.state?.tabs.first { $0.id == id }?.title ?? id.rawValue) {
                        model.events?.didPick(id)
                    }
                }
            case nil: Color.clear
            }
        }

        /// The bar: the wave, the slots, the capsule under the circle, and the circle.
        private func bar(_ state: TabBarDisplay) -> some View {
            let geometry = state.geometry
            let frame = geometry.barFrame
            return ZStack(alignment: .topLeading) {
                WaveShape(geometry: geometry, centre: model.waveCentre).fill(.background)
                ForEach(state.items.filter { $0.slot != nil }, id: \.tab.id) { item in
                    slot(
                        title: item.showsTitle ? item.tab.title : nil, icon: item.tab.icon,
                        badge: item.badge, opacity: item.opacity, label: item.accessibilityLabel,
                        isEnabled: item.tab.isEnabled, x: item.x ?? 0
                    ) { model.events?.didTap(.tab(item.tab.id)) }
                    // The icon's view is (re)created: ask for its state again (a trigger or a
                    // selected state sent before it existed would be lost).
                    .onAppear { model.events?.didAttachIcon(item.tab.id) }
                }
                if let more = state.more {
                    slot(
                        title: more.showsTitle ? more.title : nil, icon: more.icon, badge: nil,
                        opacity: more.opacity, label: more.accessibilityLabel, isEnabled: true, x: more.x
                    ) { model.events?.didTap(.more) }
                }
                let indicator = geometry.indicatorFrame(ofSlot: state.selectedSlot)
                Capsule().fill(.tint)
                    .frame(width: indicator.width, height: indicator.height)
                    .position(x: indicator.centre.x, y: indicator.centre.y)
                if let circle = model.circle {
                    let circleFrame = circle.frame
                    Circle().fill(.tint)
                        .overlay { Image(systemName: circle.icon).foregroundStyle(.white) }
                        .frame(width: circleFrame.width, height: circleFrame.height)
                        .position(x: circleFrame.centre.x, y: circleFrame.centre.y)
                        .opacity(circle.alpha)
                        .accessibilityHidden(true)
                }
            }
            .frame(width: frame.width, height: frame.height)
            .allowsHitTesting(model.isInteractionEnabled)
            // The presenter's `feedback`: one haptic per user's selection change.
            .selectionHaptic(trigger: model.selectionFeedbackCount)
        }

        /// One slot: its icon with the badge as shown (`""` is a dot, a count above the limit
        /// `99+`), and its title unless the configuration's `labels` hides it (`nil`).
        // swift-format-ignore: FunctionParameterCount
        private func slot(
            title: String?, icon: String, badge: String?, opacity: Double, label: String, isEnabled: Bool,
            x: Double, action: @escaping () -> Void
        ) -> some View {
            Button(action: action) {
                VStack {
                    Image(systemName: icon)
                        .overlay(alignment: .topTrailing) {
                            if badge == "" {
                                Circle().fill(.red).frame(width: 8, height: 8)
                            } else if let badge {
                                Text(badge).font(.caption2).foregroundStyle(.white)
                                    .padding(.horizontal, 4).background(.red, in: Capsule())
                            }
                        }
                    if let title { Text(title).font(.caption2) }
                }
            }
            .buttonStyle(.plain)
            .disabled(!isEnabled)
            .opacity(opacity)
            .accessibilityLabel(Text(label))
            .position(x: x, y: TabBarMetrics.barHeight / 2)
        }

        /// The size of the screen reaches the presenter as a layout: width, orientation, direction.
        private func report(_ size: CGSize) {
            let layout = TabBarLayout(
                width: Double(size.width),
                orientation: Orientation(width: Double(size.width), height: Double(size.height)),
                direction: layoutDirection == .rightToLeft ? .rtl : .ltr)
            do {
                try model.events?.didChangeLayout(layout)
            } catch {
                // Only a width of zero is refused (`TabBarError.invalidWidth`), before the
                // first layout; the next size reported is the real one.
            }
        }
    }
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    extension View {
        /// SwiftUI's selection haptic each time `trigger` changes, where the platform has one.
        @ViewBuilder fileprivate func selectionHaptic(trigger: Int) -> some View {
            #if os(iOS) || os(watchOS)
                sensoryFeedback(.selection, trigger: trigger)
            #else
                self
            #endif
        }
    }
#endif
