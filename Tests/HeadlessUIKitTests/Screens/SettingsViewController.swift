import HeadlessUIKit

/// Grouped settings: notification switches, a text-size slider, a stepper for how many days of
/// mail to keep, and a segmented control for the theme. Turning notifications off hides the
/// sounds row.
final class SettingsViewController: UITableViewController {
    struct Settings: Equatable {
        var notificationsOn = true
        var soundsOn = true
        var textSize: Float = 17
        var daysToKeep = 30
        var theme = 0
    }

    private enum Section: Int, CaseIterable {
        case notifications, reading, appearance
    }

    private(set) var settings: Settings
    var onChange: ((Settings) -> Void)?

    let notificationsSwitch = UISwitch()
    let soundsSwitch = UISwitch()
    let textSizeSlider = UISlider()
    let daysStepper = UIStepper()
    let themeControl = UISegmentedControl(items: ["Light", "Dark", "Automatic"])
    private let daysLabel = UILabel()

    init(settings: Settings) {
        self.settings = settings
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.allowsSelection = false

        notificationsSwitch.isOn = settings.notificationsOn
        notificationsSwitch.addTarget(self, action: SettingsViewController.notificationsChanged, for: .valueChanged)
        soundsSwitch.isOn = settings.soundsOn
        soundsSwitch.onTintColor = .systemGreen
        soundsSwitch.addTarget(self, action: SettingsViewController.soundsChanged, for: .valueChanged)

        textSizeSlider.minimumValue = 12
        textSizeSlider.maximumValue = 28
        textSizeSlider.value = settings.textSize
        textSizeSlider.isContinuous = false
        textSizeSlider.minimumValueImage = UIImage(systemName: "textformat.size.smaller")
        textSizeSlider.maximumValueImage = UIImage(systemName: "textformat.size.larger")
        textSizeSlider.addTarget(self, action: SettingsViewController.textSizeChanged, for: .valueChanged)

        daysStepper.minimumValue = 1
        daysStepper.maximumValue = 90
        daysStepper.stepValue = 1
        daysStepper.value = Double(settings.daysToKeep)
        daysStepper.addTarget(self, action: SettingsViewController.daysChanged, for: .valueChanged)
        daysLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        updateDaysLabel()

        themeControl.selectedSegmentIndex = settings.theme
        themeControl.addTarget(self, action: SettingsViewController.themeChanged, for: .valueChanged)
    }

    private func updateDaysLabel() {
        daysLabel.text = settings.daysToKeep == 1 ? "Keep mail for 1 day" : "Keep mail for \(settings.daysToKeep) days"
    }

    private func save() {
        onChange?(settings)
    }

    // MARK: UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .notifications: return settings.notificationsOn ? 2 : 1
        case .reading: return 2
        case .appearance: return 1
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .notifications: return "Notifications"
        case .reading: return "Reading"
        case .appearance: return "Appearance"
        }
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        Section(rawValue: section) == .reading ? "Older messages are moved to the archive." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.accessoryView = nil
        cell.textLabel?.text = nil
        cell.contentView.subviews.forEach { $0.removeFromSuperview() }
        let bounds = cell.contentView.bounds.insetBy(dx: 16, dy: 0)
        switch (Section(rawValue: indexPath.section)!, indexPath.row) {
        case (.notifications, 0):
            cell.textLabel?.text = "Allow Notifications"
            cell.accessoryView = notificationsSwitch
        case (.notifications, _):
            cell.textLabel?.text = "Sounds"
            cell.accessoryView = soundsSwitch
        case (.reading, 0):
            textSizeSlider.frame = bounds
            textSizeSlider.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(textSizeSlider)
        case (.reading, _):
            daysLabel.frame = bounds
            daysLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(daysLabel)
            cell.accessoryView = daysStepper
        case (.appearance, _):
            themeControl.frame = bounds.insetBy(dx: 0, dy: 6)
            themeControl.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(themeControl)
        }
        return cell
    }

    // MARK: Actions

    private func notificationsChanged(_ sender: UISwitch) {
        settings.notificationsOn = sender.isOn
        let soundsRow = IndexPath(row: 1, section: Section.notifications.rawValue)
        if sender.isOn {
            tableView.insertRows(at: [soundsRow], with: .fade)
        } else {
            tableView.deleteRows(at: [soundsRow], with: .fade)
        }
        save()
    }

    private func soundsChanged(_ sender: UISwitch) {
        settings.soundsOn = sender.isOn
        save()
    }

    private func textSizeChanged(_ sender: UISlider) {
        settings.textSize = sender.value.rounded()
        sender.setValue(settings.textSize, animated: false)
        save()
    }

    private func daysChanged(_ sender: UIStepper) {
        settings.daysToKeep = Int(sender.value)
        updateDaysLabel()
        save()
    }

    private func themeChanged(_ sender: UISegmentedControl) {
        settings.theme = sender.selectedSegmentIndex
        view.window?.overrideUserInterfaceStyle = [.light, .dark, .unspecified][sender.selectedSegmentIndex]
        save()
    }
}
