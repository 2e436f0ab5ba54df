/// Facts about this build of the package, as `tabbar` and the JSON renderer's header report them.
public enum TabBarKitInfo {
    /// The package's version, `major.minor.patch`.
    public static let version = "1.0.0"
}
