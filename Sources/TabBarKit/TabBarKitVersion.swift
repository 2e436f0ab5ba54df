/// The package's version, as the `tabbar` tool and the JSON renderer's header report it.
public enum TabBarKitVersion {
    /// The version string, `major.minor.patch`.
    public static let current = "0.1.0"
}
