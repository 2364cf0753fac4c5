# Installation, the SplitMLIR CMake package and the Debian package.
#
#   cmake --install build --prefix P    headers (with the generated .h.inc),
#                                       libraries, tools, the CMake package
#   cpack -G DEB --config build/CPackConfig.cmake
#
# Included last from the top-level CMakeLists.txt, once every target exists.

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(SPLIT_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/SplitMLIR)

# Headers: hand-written ones, the generated declarations and the .td files
# (for consumers' own ODS that builds on split's).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/split
                  ${PROJECT_SOURCE_DIR}/include/split-c
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  COMPONENT SplitMLIR
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/split
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  COMPONENT SplitMLIR
  FILES_MATCHING PATTERN "*.h.inc"
  PATTERN "CMakeFiles" EXCLUDE)

# Every library made by add_mlir_library (add_mlir_library itself only
# installs into MLIR's own export set, MLIRTargets, which nobody exports
# here), so that libraries added later are exported without a list to keep.
# MLIR_ALL_LIBS also lists MLIR's own (imported) libraries.
get_property(mlir_libraries GLOBAL PROPERTY MLIR_ALL_LIBS)
set(split_libraries)
foreach(library ${mlir_libraries})
  if(TARGET ${library})
    get_target_property(imported ${library} IMPORTED)
    if(NOT imported)
      list(APPEND split_libraries ${library})
      target_include_directories(${library} INTERFACE
        $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
    endif()
  endif()
endforeach()
message(STATUS "SplitMLIR package exports: ${split_libraries}")

# SplitMLIR::SplitTransforms is everything after the dialect (docs/Interface.md); the
# library that holds the dialect's own passes is exported under its role.
set_target_properties(SplitTransforms PROPERTIES
  EXPORT_NAME SplitDialectTransforms)
add_library(SplitTransformsPackage INTERFACE)
set_target_properties(SplitTransformsPackage PROPERTIES
  EXPORT_NAME SplitTransforms)
target_link_libraries(SplitTransformsPackage INTERFACE
  SplitTransforms SplitToTensor SplitToLLVM SplitControlFlowToSplit
  SplitPipelines SplitGenericTransforms SplitTensorTransforms
  SplitMemRefTransforms SplitLLVMTransforms SplitInit split_runtime)

set(split_tools split-opt split-runner split-translate split-onnx-run
  split-lsp-server split-reduce)
# Shared libraries, each with a versioned soname (VERSION/SOVERSION where it
# is defined): libNAME.so.MAJOR.MINOR, since a 0.x release may change the ABI
# at every minor version. libSplitPlugin.so is what stock MLIR tools load
# (--load-dialect-plugin=, --load-pass-plugin=).
set(split_shared_libraries SplitCAPI split_runtime SplitPlugin)

# Installed binaries find split's shared libraries beside them and MLIR's
# (libMLIR.so is in LLVM's private directory, /usr/lib/llvm-22/lib) where the
# package was built against.
set_target_properties(${split_tools} PROPERTIES
  INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR};${LLVM_LIBRARY_DIR}")
set_target_properties(${split_shared_libraries} PROPERTIES
  INSTALL_RPATH "$ORIGIN;${LLVM_LIBRARY_DIR}")

install(TARGETS ${split_libraries} SplitTransformsPackage
                ${split_shared_libraries}
  EXPORT SplitMLIRTargets
  COMPONENT SplitMLIR
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS ${split_tools}
  COMPONENT SplitMLIR
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# Debian's copyright file and changelog (gzip -9n: reproducible), in
# share/doc/split-mlir as Debian policy puts them.
set(SPLIT_DEB_MAINTAINER "split-mlir developers <split-mlir@example.org>"
  CACHE STRING "The Maintainer field of the Debian package")
configure_file(${CMAKE_CURRENT_LIST_DIR}/debian/changelog.in
  ${PROJECT_BINARY_DIR}/package/changelog @ONLY)
execute_process(COMMAND gzip -9nc ${PROJECT_BINARY_DIR}/package/changelog
  OUTPUT_FILE ${PROJECT_BINARY_DIR}/package/changelog.gz
  COMMAND_ERROR_IS_FATAL ANY)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/debian/copyright
              ${PROJECT_BINARY_DIR}/package/changelog.gz
  DESTINATION ${CMAKE_INSTALL_DOCDIR}
  COMPONENT SplitMLIR)
# lintian's one justified exception (the file says why).
configure_file(${CMAKE_CURRENT_LIST_DIR}/debian/lintian-overrides.in
  ${PROJECT_BINARY_DIR}/package/split-mlir @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/package/split-mlir
  DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/lintian/overrides
  COMPONENT SplitMLIR)

install(EXPORT SplitMLIRTargets
  NAMESPACE SplitMLIR::
  DESTINATION ${SPLIT_INSTALL_CMAKEDIR}
  COMPONENT SplitMLIR)
configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/SplitMLIRConfig.cmake.in
  ${PROJECT_BINARY_DIR}/lib/cmake/SplitMLIR/SplitMLIRConfig.cmake
  INSTALL_DESTINATION ${SPLIT_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/lib/cmake/SplitMLIR/SplitMLIRConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/lib/cmake/SplitMLIR/SplitMLIRConfig.cmake
  ${PROJECT_BINARY_DIR}/lib/cmake/SplitMLIR/SplitMLIRConfigVersion.cmake
  DESTINATION ${SPLIT_INSTALL_CMAKEDIR}
  COMPONENT SplitMLIR)

# Debian package: everything above under /usr.
set(CPACK_PACKAGE_NAME split-mlir)
set(CPACK_PACKAGE_VENDOR "split-mlir")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "MLIR dialect for ONNX Split and SplitToSequence")
# The extended description (CPack puts the summary above it).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "The split dialect for MLIR 22: its libraries and headers, a CMake package
(find_package(SplitMLIR)), a C API with MLIR's ExecutionEngine, a plugin
for stock mlir-opt, the run-time library of lowered code, and the tools
split-opt, split-runner, split-translate, split-onnx-run, split-lsp-server
and split-reduce.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${SPLIT_DEB_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
# What the binaries load (libMLIR, protobuf, ONNX, libomp, libc, ...) is
# computed by dpkg-shlibdeps from their NEEDED entries; the package's own
# libraries get a shlibs file, and libMLIR.so's private directory is searched.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${LLVM_LIBRARY_DIR})
# CPack's postinst/postrm call ldconfig; Debian runs it through this trigger.
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${CMAKE_CURRENT_LIST_DIR}/debian/triggers)
# What no binary loads but the headers and the CMake package need:
# find_dependency(MLIR) (MLIR's and LLVM's headers and CMake files, and the
# executables they name) and find_dependency(ONNX/Protobuf) for
# SplitONNXImport.
# libllvm22 too: libSplitCAPI.so loads libLLVM.so.22.1, which dpkg-shlibdeps
# may find through /usr/lib/llvm-22/lib, where the file is a link that
# llvm-22-dev owns, with no shlibs of its own, and then leave out (CPack runs
# it with --ignore-missing-info). test/Package/deb.mlir checks every library
# the binaries load against this field.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libmlir-22-dev (>= 1:22.1), mlir-22-tools (>= 1:22.1), llvm-22-dev (>= 1:22.1), libonnx-dev, libprotobuf-dev, libllvm22 (>= 1:22.1)")
set(CPACK_GENERATOR DEB)
include(CPack)
