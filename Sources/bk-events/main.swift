print("bk-events")
