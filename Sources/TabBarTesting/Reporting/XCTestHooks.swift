import CTabBarTestingHooks
import Foundation
internal import XCTest

/// XCTest's end-of-test check: an observer, registered before the first test by the load-time
/// constructor of CTabBarTestingHooks, gives every test case a ledger when it starts and adds a
/// teardown block that checks it. Teardown blocks run inside the test (after the test method,
/// before `tearDown()`), where a failure is still the test's; `testCaseDidFinish` comes after
/// the test run has stopped, where swift-corelibs-xctest refuses a failure, so it only closes the
/// ledger. An object released later, in `tearDown()` (`sut = nil`), reports straight to the test.
final class TabBarXCTestObserver: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
        // `Class.test` in swift-corelibs-xctest, `-[Module.Class test]` in Apple's XCTest.
        let parts = testCase.name.split(whereSeparator: { " .".contains($0) }).suffix(2)
            .map { String($0.filter { !"-[]".contains($0) }) }
        let ledger = TestLedger(testCase: parts.count == 2 ? (parts[0], parts[1]) : nil)
        TestLedger.xctest = ledger
        testCase.addTeardownBlock {
            MainActor.assumeIsolated { ledger.checkAtEnd() }
        }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        TestLedger.xctest?.end()
        TestLedger.xctest = nil
    }
}

/// Called once by the constructor of CTabBarTestingHooks when the test binary loads.
@_cdecl("tabbar_testing_install_xctest_observer")
func installXCTestObserver() {
    XCTestObservationCenter.shared.addTestObserver(TabBarXCTestObserver())
}

/// Whether the load-time hook ran in this process.
var xctestHookInstalled: Bool { tabbar_testing_hooks_loaded() != 0 }
