//===- BufferizableOpInterfaceImpl.h - split ops, bufferized --*- C++ -*-===//
//
// External models of BufferizableOpInterface for the split ops, registered
// as upstream dialects register theirs, so that a user's
// `--one-shot-bufferize` bufferizes modules that hold them.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H
#define SPLIT_DIALECT_SPLIT_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;

namespace split {
void registerBufferizableOpInterfaceExternalModels(DialectRegistry &registry);
} // namespace split
} // namespace mlir

#endif // SPLIT_DIALECT_SPLIT_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H
