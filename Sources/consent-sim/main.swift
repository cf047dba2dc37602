import ConsentSimInterface

// Everything but the ncurses terminal lives in ConsentSimCLI, where it is tested.
ConsentSimInterface.main()
