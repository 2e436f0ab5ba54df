// The one load-time hook of TabBarTesting: a constructor that lets the Swift side register its
// XCTest observer before the first test starts (see TabBarTesting's XCTestHooks.swift).
#ifndef C_TABBAR_TESTING_HOOKS_H
#define C_TABBAR_TESTING_HOOKS_H

/// Whether the constructor ran (1) in this process; for TabBarTesting's own checks.
int tabbar_testing_hooks_loaded(void);

#endif
