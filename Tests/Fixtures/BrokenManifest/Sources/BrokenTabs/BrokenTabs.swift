/// Never runs: the build fails on tabs.json first.
@main
struct BrokenTabs {
    static func main() { print(Tab.allCases) }
}
