//===- ValueBoundsOpInterfaceImpl.h - split ops in value bounds -*- C++ -*-===//
//
// External models of ValueBoundsOpInterface for the split ops, registered as
// upstream dialects register theirs: shape analyses (ValueBoundsConstraintSet
// and the passes built on it) see the sizes of a Split's results in terms of
// its input's dimensions and its sizes.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_IR_VALUEBOUNDSOPINTERFACEIMPL_H
#define SPLIT_DIALECT_SPLIT_IR_VALUEBOUNDSOPINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;

namespace split {
void registerValueBoundsOpInterfaceExternalModels(DialectRegistry &registry);
} // namespace split
} // namespace mlir

#endif // SPLIT_DIALECT_SPLIT_IR_VALUEBOUNDSOPINTERFACEIMPL_H
