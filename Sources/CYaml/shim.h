#ifndef CONSENTSIM_CYAML_SHIM_H
#define CONSENTSIM_CYAML_SHIM_H
#include <yaml.h>
#endif
