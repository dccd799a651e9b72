// Excluded from GardenTests by `.glob("Tests/**", excluding: ["Tests/Fixtures/**"])`.
