// RUN: split-opt --split-internalize-private-functions %s | FileCheck %s

// A private definition gets internal linkage, unless it already has a local
// one (private); public functions and private declarations keep theirs.
// CHECK: llvm.func internal @private_definition() attributes {sym_visibility = "private"}
llvm.func @private_definition() attributes {sym_visibility = "private"} {
  llvm.return
}
// CHECK: llvm.func @public_definition()
llvm.func @public_definition() {
  llvm.return
}
// CHECK: llvm.func @private_declaration() attributes {sym_visibility = "private"}
llvm.func @private_declaration() attributes {sym_visibility = "private"}
// CHECK: llvm.func internal @private_linkonce() attributes {sym_visibility = "private"}
llvm.func linkonce_odr @private_linkonce() attributes {sym_visibility = "private"} {
  llvm.return
}
// CHECK: llvm.func private @private_private() attributes {sym_visibility = "private"}
llvm.func private @private_private() attributes {sym_visibility = "private"} {
  llvm.return
}
