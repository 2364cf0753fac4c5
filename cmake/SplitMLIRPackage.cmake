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

# SplitMLIR::SplitTransforms is everything after the dialect (SPEC.md); the
# library that holds the dialect's own passes is exported under its role.
set_target_properties(SplitTransforms PROPERTIES
  EXPORT_NAME SplitDialectTransforms)
add_library(SplitTransformsPackage INTERFACE)
set_target_properties(SplitTransformsPackage PROPERTIES
  EXPORT_NAME SplitTransforms)
target_link_libraries(SplitTransformsPackage INTERFACE
  SplitTransforms SplitToTensor SplitToLLVM SplitPipelines
  SplitMemRefTransforms SplitInit split_runtime)

set(split_tools split-opt split-runner split-lsp-server split-reduce)

# Installed binaries find split's shared libraries beside them and MLIR's
# where the package was built against.
set_target_properties(${split_tools} SplitCAPI split_runtime PROPERTIES
  INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR};${LLVM_LIBRARY_DIR}")

install(TARGETS ${split_libraries} SplitTransformsPackage SplitCAPI
                split_runtime
  EXPORT SplitMLIRTargets
  COMPONENT SplitMLIR
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS ${split_tools}
  COMPONENT SplitMLIR
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

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
  "MLIR dialect for ONNX Split and SplitToSequence: libraries, headers, CMake package, tools")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "split-mlir developers")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# The tools and libSplitCAPI.so need libMLIR.so; the headers and the CMake
# package need MLIR's and LLVM's (find_dependency(MLIR) also wants the
# executables MLIR's CMake files name).
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libmlir-22-dev (>= 1:22.1), mlir-22-tools (>= 1:22.1), llvm-22-dev (>= 1:22.1)")
set(CPACK_GENERATOR DEB)
include(CPack)
