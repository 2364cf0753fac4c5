//===- Passes.h - split's passes of any dialect -----------------*- C++ -*-===//

#ifndef SPLIT_TRANSFORMS_PASSES_H
#define SPLIT_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::split {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "split/Transforms/Passes.h.inc"

} // namespace mlir::split

#endif // SPLIT_TRANSFORMS_PASSES_H
