//===- TilingInterfaceImpl.h - split ops in tile and fuse -------*- C++ -*-===//
//
// External models of TilingInterface for the Split ops, registered as
// upstream dialects register theirs, so that upstream's tile-and-fuse
// (transform.structured.fuse, fuse_into_containing_op,
// scf::tileConsumerAndFuseProducersUsingSCF) fuses through a split.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_TRANSFORMS_TILINGINTERFACEIMPL_H
#define SPLIT_DIALECT_SPLIT_TRANSFORMS_TILINGINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;

namespace split {
void registerTilingInterfaceExternalModels(DialectRegistry &registry);
} // namespace split
} // namespace mlir

#endif // SPLIT_DIALECT_SPLIT_TRANSFORMS_TILINGINTERFACEIMPL_H
