//===- Registration.h - what the split tools register -----------*- C++ -*-===//
//
// Kept apart from the tools' main files because including the upstream
// registration headers makes a translation unit slow to compile.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_TOOLS_REGISTRATION_H
#define SPLIT_TOOLS_REGISTRATION_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::split {

/// Registers the split dialect and the upstream dialects, interface
/// implementations and extensions its pipelines use.
void registerSplitToolDialects(DialectRegistry &registry);

/// Registers the split passes and pipelines and the upstream passes.
void registerSplitToolPasses();

/// What the JIT hosts (split-runner, split-onnx-run) set up before parsing
/// their command line: the passes (registerSplitToolPasses, so that
/// --mlir-print-ir-after=<pass> knows their names) and MLIR's pass manager
/// and timing command-line options, which split::lowerToLLVM applies to the
/// lowering (--mlir-timing, ...); and an LLVM fatal error (RuntimeDyld out
/// of JIT memory, JITMemory.h) prints "Error: <reason>" after what the
/// program printed and exits with status 1, instead of aborting with a
/// stack dump.
void initializeJITHost();

} // namespace mlir::split

#endif // SPLIT_TOOLS_REGISTRATION_H
