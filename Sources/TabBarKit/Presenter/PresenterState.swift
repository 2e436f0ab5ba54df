/// A presenter's own state besides its model and its scheduled steps.
///
/// It is internal storage behind the presenter's public properties: an internal value whose
/// every access the compiler sees can be checked for overlapping access at compile time, so
/// reading a flag on the tap path costs a load instead of a run-time exclusivity check (a
/// public stored property of a class is checked on every access).
struct PresenterState {
    var layout: TabBarLayout
    var theme: Theme
    var tapPolicy: TapPolicy
    var isMotionReduced = false
    var isHidden = false
    var isLoaded = false
    /// Which slots show their title, the badge limit and whether reordering is allowed (the
    /// behaviour contract, section 7).
    var labels = LabelVisibility.always
    var badgeLimit = TabBarConfiguration.defaultBadgeLimit
    var isCustomizable = true
    weak var delegate: (any TabBarPresenterDelegate)?
}
