import HeadlessUIKit

/// An album as UIKit code writes it: a collection view with a flow layout (three square photos
/// to a row), one cell class registered by class and built in `init(frame:)`, its label set
/// per item; a tap on a photo pushes the photo's screen. Only the import differs from the iOS
/// source.
final class AlbumGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private(set) var photos = (0..<90).map { "Photo \($0)" }
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 8, left: 9, bottom: 8, right: 9)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseID)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseID, for: indexPath) as! PhotoCell
        cell.titleLabel.text = photos[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        navigationController?.pushViewController(PhotoDetailViewController(title: photos[indexPath.item]), animated: true)
    }

    /// Deletes the photo at `indexPath`: the model first, then the item.
    func delete(at indexPath: IndexPath) {
        photos.remove(at: indexPath.item)
        collectionView.deleteItems(at: [indexPath])
    }
}
